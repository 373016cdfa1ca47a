/** The encodings the web build writes next to each text file (`.br`, `.gz`), in the server's preference. */
export type PrecompressedEncoding = 'br' | 'gzip';

export const ENCODING_EXTENSIONS: Readonly<Record<PrecompressedEncoding, string>> = {
  br: '.br',
  gzip: '.gz',
};

const SERVER_PREFERENCE: readonly PrecompressedEncoding[] = ['br', 'gzip'];

/**
 * Picks the encoding to answer with from an Accept-Encoding header: the one the client weighs highest
 * among those available (q > 0; `*` stands for every encoding the header does not name), brotli before
 * gzip when they weigh the same; null means identity.
 */
export function negotiateEncoding(
  acceptEncoding: string | string[] | undefined,
  available: readonly PrecompressedEncoding[] = SERVER_PREFERENCE,
): PrecompressedEncoding | null {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [token, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    if (!token) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(token, Number.isFinite(weight) ? Math.min(Math.max(weight, 0), 1) : 0);
  }
  let best: PrecompressedEncoding | null = null;
  let bestWeight = 0;
  for (const encoding of SERVER_PREFERENCE) {
    if (!available.includes(encoding)) continue;
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
