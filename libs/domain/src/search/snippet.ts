/** Spec 2 §5/§9: snippets are 200 characters. */
export const SNIPPET_LENGTH = 200;
const LEAD = 50;
const ELLIPSIS = '…';

/**
 * Spec 2 §5: content of up to 200 characters is shown whole. Longer content is cut to a 200-character window
 * around the first match, with an ellipsis at each cut end: a match in the first 100 characters shows the
 * first 200; otherwise the window starts 50 characters before the match. No match: the first 200.
 */
export function snippet(content: string, term: string): string {
  if (content.length <= SNIPPET_LENGTH) return content;
  const needle = term.trim().toLowerCase();
  const at = needle === '' ? -1 : content.toLowerCase().indexOf(needle);
  if (at < SNIPPET_LENGTH / 2) return content.slice(0, SNIPPET_LENGTH) + ELLIPSIS;
  const start = at - LEAD;
  const end = Math.min(content.length, start + SNIPPET_LENGTH);
  return ELLIPSIS + content.slice(start, end) + (end < content.length ? ELLIPSIS : '');
}
