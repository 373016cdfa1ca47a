import { findUnsafeText, isUnsafeText } from './unsafe-text';

describe('isUnsafeText', () => {
  it.each([
    ['plain German text', 'Straße, Übung, 0,5 ‰', false],
    ['a surrogate pair (emoji)', 'Geschafft 🎉', false],
    ['a NUL byte', 'a\u0000b', true],
    ['a lone high surrogate', 'a\ud800b', true],
    ['a high surrogate at the end', 'a\ud800', true],
    ['a lone low surrogate', '\udc00a', true],
    ['two high surrogates', '\ud83d\ud83d', true],
  ])('%s', (_name, text, unsafe) => {
    expect(isUnsafeText(text)).toBe(unsafe);
  });
});

describe('findUnsafeText', () => {
  it('finds the path in nested objects and arrays', () => {
    expect(findUnsafeText({ answers: { q3: ['ok', 'x\u0000'] } })).toEqual(['answers', 'q3', 1]);
  });

  it('checks object keys too', () => {
    expect(findUnsafeText({ nested: { ['k\ud800']: 1 } })).toEqual(['nested']);
  });

  it('passes clean input and non-text values', () => {
    expect(findUnsafeText({ a: 1, b: null, c: [true, 'Text 🙂'], d: { e: 'f' } })).toBeNull();
  });

  it('walks nesting far deeper than the call stack allows', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(100_000);
  });
});
