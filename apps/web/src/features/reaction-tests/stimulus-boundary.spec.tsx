import { render, screen } from '@testing-library/react';
import { StimulusBoundary } from './stimulus-boundary';

function Broken(): never {
  throw new Error('unknown symbol');
}

describe('StimulusBoundary', () => {
  it('shows "Image not found" when the stimulus cannot be drawn', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <StimulusBoundary>
        <Broken />
      </StimulusBoundary>,
    );
    expect(screen.getByRole('img', { name: 'Image not found' })).toHaveTextContent('Image not found');
  });

  it('shows the stimulus when it renders', () => {
    render(
      <StimulusBoundary>
        <svg role="img" aria-label="Reihe" />
      </StimulusBoundary>,
    );
    expect(screen.getByRole('img', { name: 'Reihe' })).toBeInTheDocument();
    expect(screen.queryByText('Image not found')).not.toBeInTheDocument();
  });
});
