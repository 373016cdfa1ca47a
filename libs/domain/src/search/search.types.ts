/** Spec 1 §3 "Info section": one searchable section of the knowledge library. */
export interface SearchableSection {
  title: string;
  /** Plain text of the section body (for premium sections of a non-subscriber: empty). */
  content: string;
  keywords: readonly string[];
  parentId: string;
  parentTitle: string;
  parentHref: string;
  /** The section's anchor id; absent for an entry that is a whole article. */
  sectionId?: string;
}

export interface ScoredSection<T extends SearchableSection = SearchableSection> {
  section: T;
  score: number;
}
