import type { ArticleIcon, InfoTopic, SearchIndexEntry } from '@mpu/content';
import type { ScoredSection } from '@mpu/domain';

export interface Category {
  id: InfoTopic;
  title: string;
  href: string;
  icon: ArticleIcon;
}

export interface ResultGroup extends Category {
  results: ScoredSection<SearchIndexEntry>[];
}

const categoryOf = (entry: SearchIndexEntry): Category => ({
  id: entry.parentId,
  title: entry.parentTitle,
  href: entry.parentHref,
  icon: entry.parentIcon,
});

/** The parent articles of the index, in library order (the category links of the empty search). */
export function categoriesOf(index: readonly SearchIndexEntry[]): Category[] {
  const seen = new Map<InfoTopic, Category>();
  for (const entry of index) if (!seen.has(entry.parentId)) seen.set(entry.parentId, categoryOf(entry));
  return [...seen.values()];
}

/** Ranked results grouped by parent article; groups ordered by their best result, results stay ranked. */
export function groupResults(results: readonly ScoredSection<SearchIndexEntry>[]): ResultGroup[] {
  const groups = new Map<InfoTopic, ResultGroup>();
  for (const result of results) {
    const entry = result.section;
    const group = groups.get(entry.parentId) ?? { ...categoryOf(entry), results: [] };
    group.results.push(result);
    groups.set(entry.parentId, group);
  }
  return [...groups.values()];
}
