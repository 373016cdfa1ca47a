/**
 * What a request path means to the router, decided before any handler runs. The router decodes
 * percent-escapes (`/%61pi/planner` reaches `/api/planner`), so security decisions never look at the raw
 * spelling: they use the decoded, normalised path — and an API path spelt any other way than its one
 * canonical form is refused outright.
 */
export interface RequestPath {
  /** The decoded, normalised path is under `/api` (the OpenAPI UI at `/api/docs` is a document). */
  isApi: boolean;
  isDocs: boolean;
  /** An API path spelt exactly as the router's table has it: no escapes of plain characters, no `//`, `.`, `..` or `\`. */
  isCanonical: boolean;
}

/** Escapes of characters a path never needs escaped: letters, digits, `-._~`, `/` and `\`. */
const NEEDLESS_ESCAPE = /%(?:3[0-9]|[46][1-9a-f]|[57][0-9a]|2[def]|5[cf]|7e)/i;
/** The OpenAPI UI and document (`/api/docs`, `/api/docs-json`) are documents, not API answers. */
const DOCS_PREFIX = '/api/docs';
const DOT_OR_EMPTY_SEGMENT = /\/\/|\/\.\.?(?:\/|$)/;

export function inspectRequestPath(url: string): RequestPath {
  const queryAt = url.indexOf('?');
  const raw = queryAt === -1 ? url : url.slice(0, queryAt);
  // Fast path for the ordinary spelling (every request of the web app).
  if (
    raw.startsWith('/api/') &&
    !raw.includes('%') &&
    !raw.includes('\\') &&
    !DOT_OR_EMPTY_SEGMENT.test(raw)
  ) {
    const isDocs = raw.startsWith(DOCS_PREFIX);
    return { isApi: !isDocs, isDocs, isCanonical: true };
  }
  const normalised = normalisePath(raw);
  const isDocs = normalised.startsWith(DOCS_PREFIX);
  const isApi = !isDocs && (normalised === '/api' || normalised.startsWith('/api/'));
  const isCanonical =
    (raw === '/api' || raw.startsWith('/api/')) &&
    !raw.includes('\\') &&
    !NEEDLESS_ESCAPE.test(raw) &&
    !DOT_OR_EMPTY_SEGMENT.test(raw);
  return { isApi, isDocs, isCanonical };
}

/**
 * Lower-case path with ASCII escapes decoded, backslashes as slashes, empty and `.` segments dropped and
 * `..` applied — the most generous reading any router or proxy in front of us could give it.
 */
export function normalisePath(rawPath: string): string {
  const decoded = rawPath
    .replace(/%([0-7][0-9a-f])/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\/g, '/')
    .toLowerCase();
  const segments: string[] = [];
  for (const segment of decoded.split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}
