import { scoreSection } from './score-section';
import type { ScoredSection, SearchableSection } from './search.types';

/** Spec 2 §9: a result is marked 'Relevant' when its score is above 10. */
export const RELEVANT_SCORE = 10;

export function isRelevant(score: number): boolean {
  return score > RELEVANT_SCORE;
}

/** Every matching section with its score, best first; equal scores keep the library's order. */
export function searchSections<T extends SearchableSection>(
  sections: readonly T[],
  term: string,
): ScoredSection<T>[] {
  return sections
    .map((section, index) => ({ section, score: scoreSection(section, term), index }))
    .filter((result) => result.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ section, score }) => ({ section, score }));
}
