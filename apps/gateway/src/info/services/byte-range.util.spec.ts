import { parseByteRange } from './byte-range.util';

describe('parseByteRange', () => {
  it('reads closed, open and suffix ranges', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 });
  });

  it('means the whole file without a header and refuses what cannot be served', () => {
    expect(parseByteRange(undefined, 1000)).toBeNull();
    expect(parseByteRange('bytes=1000-', 1000)).toBe('invalid');
    expect(parseByteRange('bytes=5-1', 1000)).toBe('invalid');
    expect(parseByteRange('bytes=0-1,5-6', 1000)).toBe('invalid');
    expect(parseByteRange('items=0-1', 1000)).toBe('invalid');
  });
});
