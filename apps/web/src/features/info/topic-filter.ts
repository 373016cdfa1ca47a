import type { TopicSummary } from '@mpu/content';
import { INFO_LIMITS } from './info.constants';

/** The trimmed query when it is long enough to search with (spec 1 §5/§9: 3 characters), otherwise ''. */
export function effectiveQuery(raw: string): string {
  const term = raw.trim();
  return term.length >= INFO_LIMITS.minQueryLength ? term : '';
}

/**
 * Spec 1 §5 info filter: from 3 trimmed characters, topics whose title, summary, keywords or section titles
 * contain the term (case-insensitive); a shorter term shows every topic.
 */
export function filterTopics(topics: readonly TopicSummary[], raw: string): readonly TopicSummary[] {
  const term = effectiveQuery(raw).toLowerCase();
  if (term === '') return topics;
  return topics.filter((topic) =>
    [topic.title, topic.summary, ...topic.keywords, ...topic.sections.map((section) => section.title)].some(
      (text) => text.toLowerCase().includes(term),
    ),
  );
}
