import { base64Size } from './transcription.service';

describe('transcription helpers', () => {
  it('computes the decoded size from base64', () => {
    for (const size of [0, 1, 2, 3, 4, 5, 1000, 640 * 1024]) {
      expect(base64Size(Buffer.alloc(size, 7).toString('base64'))).toBe(size);
    }
  });
});
