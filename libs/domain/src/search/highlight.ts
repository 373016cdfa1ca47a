export interface HighlightPart {
  text: string;
  match: boolean;
}

/** Splits text into parts, marking every case-insensitive occurrence of the trimmed term (spec 2 §5). */
export function highlight(text: string, term: string): HighlightPart[] {
  const needle = term.trim().toLowerCase();
  if (needle === '') return text === '' ? [] : [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: HighlightPart[] = [];
  let from = 0;
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
