import { DeltaCoalescer } from './delta-coalescer';

describe('DeltaCoalescer', () => {
  it('sends pieces of one event-loop turn as one delta, in order', async () => {
    const sent: string[] = [];
    const deltas = new DeltaCoalescer((text) => sent.push(text));
    deltas.push('Guten ');
    deltas.push('Tag');
    expect(sent).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    deltas.push(', wie ');
    deltas.push('geht es?');
    await new Promise((resolve) => setImmediate(resolve));
    expect(sent).toEqual(['Guten Tag', ', wie geht es?']);
  });

  it('flushes pending text at once and sends nothing when empty', () => {
    const sent: string[] = [];
    const deltas = new DeltaCoalescer((text) => sent.push(text));
    deltas.flush();
    deltas.push('');
    deltas.push('Ende');
    deltas.flush();
    deltas.flush();
    expect(sent).toEqual(['Ende']);
  });
});
