import path from 'node:path';
import { cacheControlFor, staticAssetOptions } from './static-assets';

describe('static assets of the web app', () => {
  it('caches the hashed files under /assets for a year and revalidates the rest', () => {
    const root = path.join(path.sep, 'srv', 'web');
    expect(cacheControlFor(path.join(root, 'assets', 'index-C0ffee12.js.br'))).toBe(
      'public, max-age=31536000, immutable',
    );
    expect(cacheControlFor(path.join(root, 'favicon.svg'))).toBe('no-cache');
    expect(cacheControlFor(path.join(root, 'audio', 'info.ogg'))).toBe('no-cache');
  });

  it('serves the precompressed siblings, but never gives them routes of their own', () => {
    expect(staticAssetOptions('/srv/web')).toMatchObject({
      root: '/srv/web',
      preCompressed: true,
      wildcard: false,
      index: false,
      globIgnore: ['**/*.br', '**/*.gz'],
    });
  });
});
