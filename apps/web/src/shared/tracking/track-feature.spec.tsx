import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { setFeatureSink, trackFeature, useTrackFeature, type FeatureKey } from './track-feature';

/** Node's process of the Vitest worker (the web tsconfig has no Node types). */
interface RejectionEvents {
  on(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
  off(event: 'unhandledRejection', listener: (reason: unknown) => void): void;
}
const nodeProcess = (globalThis as unknown as { process: RejectionEvents }).process;

function Tracked({ name }: { name: FeatureKey }) {
  useTrackFeature(name);
  return <p>Seite</p>;
}

describe('trackFeature', () => {
  afterEach(() => setFeatureSink(null));

  it('hands the feature key to the sink', () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    trackFeature('alcohol_calculator');
    expect(sink).toHaveBeenCalledExactlyOnceWith('alcohol_calculator');
  });

  it('records nothing and does not throw without a sink', () => {
    setFeatureSink(null);
    expect(() => trackFeature('self_assessment')).not.toThrow();
  });

  it('never throws when the sink throws', () => {
    const sink = vi.fn(() => {
      throw new Error('analytics down');
    });
    setFeatureSink(sink);
    expect(() => trackFeature('abstinenz_calculator')).not.toThrow();
    expect(sink).toHaveBeenCalledOnce();
  });

  it('swallows a rejected promise of an async sink', async () => {
    const unhandled = vi.fn();
    nodeProcess.on('unhandledRejection', unhandled);
    try {
      setFeatureSink(() => Promise.reject(new Error('offline')));
      expect(() => trackFeature('hypothesen_navigator')).not.toThrow();
      // Node reports an unhandled rejection as soon as the microtasks of the turn that made it have run, so
      // by the next turn of the event loop it would have been reported — no matter how busy the machine is.
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      nodeProcess.off('unhandledRejection', unhandled);
    }
  });
});

describe('useTrackFeature', () => {
  afterEach(() => setFeatureSink(null));

  it('tracks once on mount, also under StrictMode, and not again on re-render', () => {
    const sink = vi.fn();
    setFeatureSink(sink);
    const { rerender } = render(
      <StrictMode>
        <Tracked name="alcohol_calculator" />
      </StrictMode>,
    );
    rerender(
      <StrictMode>
        <Tracked name="alcohol_calculator" />
      </StrictMode>,
    );
    expect(sink).toHaveBeenCalledExactlyOnceWith('alcohol_calculator');
  });

  it('renders the page even when the sink throws', () => {
    setFeatureSink(() => {
      throw new Error('analytics down');
    });
    const { getByText } = render(<Tracked name="self_assessment" />);
    expect(getByText('Seite')).toBeInTheDocument();
  });
});
