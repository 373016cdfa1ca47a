import { negotiateEncoding } from './content-encoding';

describe('negotiateEncoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip, br;q=0', 'gzip'],
    ['br;q=0.2, gzip;q=0.8', 'gzip'],
    ['br;q=0.8, gzip;q=0.8', 'br'],
    ['*', 'br'],
    ['gzip;q=0.5, *;q=0.1', 'gzip'],
    ['identity;q=1, *;q=0', null],
    ['identity', null],
    ['deflate, zstd', null],
    ['br;q=oops', null],
    ['', null],
    [undefined, null],
  ])('%j → %s', (header, expected) => {
    expect(negotiateEncoding(header)).toBe(expected);
  });

  it('only picks encodings that are available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(negotiateEncoding('br', ['gzip'])).toBeNull();
    expect(negotiateEncoding('br, gzip', [])).toBeNull();
  });

  it('reads repeated headers', () => {
    expect(negotiateEncoding(['gzip;q=0.5', 'br'])).toBe('br');
  });
});
