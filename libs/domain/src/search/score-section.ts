import type { SearchableSection } from './search.types';

/** Occurrences of `term` in `text` (both already lower-case), non-overlapping. */
export function countOccurrences(text: string, term: string): number {
  if (term === '') return 0;
  let count = 0;
  for (let at = text.indexOf(term); at !== -1; at = text.indexOf(term, at + term.length)) count += 1;
  return count;
}

/**
 * Spec 1 §5 ranking, case-insensitive on the trimmed term:
 * - title contains the term: +10, and +5 more if the title equals the term or starts with the term plus a space;
 * - content contains it: +5, plus one per occurrence up to 5;
 * - a keyword contains it: +3, and +2 more if a keyword equals it;
 * - the parent title contains it: +2.
 * 0 means "no match" (the section is not a result).
 */
export function scoreSection(section: SearchableSection, rawTerm: string): number {
  const term = rawTerm.trim().toLowerCase();
  if (term === '') return 0;
  let score = 0;

  const title = section.title.toLowerCase();
  if (title.includes(term)) {
    score += 10;
    if (title === term || title.startsWith(`${term} `)) score += 5;
  }

  const occurrences = countOccurrences(section.content.toLowerCase(), term);
  if (occurrences > 0) score += 5 + Math.min(occurrences, 5);

  const keywords = section.keywords.map((keyword) => keyword.toLowerCase());
  if (keywords.some((keyword) => keyword.includes(term))) {
    score += 3;
    if (keywords.includes(term)) score += 2;
  }

  if (section.parentTitle.toLowerCase().includes(term)) score += 2;
  return score;
}
