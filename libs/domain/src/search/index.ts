export { highlight, type HighlightPart } from './highlight';
export { countOccurrences, scoreSection } from './score-section';
export { RELEVANT_SCORE, isRelevant, searchSections } from './search-sections';
export type { ScoredSection, SearchableSection } from './search.types';
export { SNIPPET_LENGTH, snippet } from './snippet';
