import type { Article, SearchIndexEntry, TopicSummary } from './content.types';
import { sectionPlainText } from './plain-text';

/** The article without its bodies. */
export function toTopicSummary(article: Article): TopicSummary {
  return {
    topic: article.topic,
    title: article.title,
    href: article.href,
    icon: article.icon,
    isPremium: article.isPremium,
    summary: article.summary,
    keywords: article.keywords,
    hasAudio: article.hasAudio,
    sections: article.sections.map(({ id, title }) => ({ id, title })),
  };
}

/** One search entry per section; premium text only when `withPremiumText`. */
export function toSearchIndex(articles: readonly Article[], withPremiumText: boolean): SearchIndexEntry[] {
  return articles.flatMap((article) =>
    article.sections.map((section) => {
      const locked = article.isPremium && !withPremiumText;
      return {
        title: section.title,
        content: locked ? '' : sectionPlainText(section),
        keywords: section.keywords,
        parentId: article.topic,
        parentTitle: article.title,
        parentHref: article.href,
        parentIcon: article.icon,
        sectionId: section.id,
        locked,
      };
    }),
  );
}
