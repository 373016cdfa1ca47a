import type { Segment } from './segments';

export const MAX_QUOTE_LENGTH = 160;
const MAX_QUOTES = 3;

/** Trims a verbatim excerpt to at most `max` characters at a word boundary, marking the cut with '…'. */
export function trimQuote(text: string, max = MAX_QUOTE_LENGTH): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const slice = clean.slice(0, max - 1);
  const lastSpace = slice.lastIndexOf(' ');
  const cut = lastSpace > max / 2 ? slice.slice(0, lastSpace) : slice;
  return `${cut.replace(/[\s,;:–-]+$/, '')}…`;
}

/** Up to three distinct trimmed quotes, in the given (priority) order. */
export function pickQuotes(segments: readonly Segment[], max = MAX_QUOTES): string[] {
  const quotes: string[] = [];
  for (const segment of segments) {
    const quote = trimQuote(segment.text);
    if (!quotes.includes(quote)) quotes.push(quote);
    if (quotes.length >= max) break;
  }
  return quotes;
}
