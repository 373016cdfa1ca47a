// The whole library with every article body. Only the gateway and build tools import this entry
// (`@mpu/content/library`); the web app must not — premium bodies are served by the gateway to subscribers.
import { addictionArticle } from './articles/addiction.article';
import { assessmentAlcoholDrugsArticle } from './articles/assessment-alcohol-drugs.article';
import { assessmentTrafficArticle } from './articles/assessment-traffic.article';
import { assessmentArticle } from './articles/assessment.article';
import { consultingArticle } from './articles/consulting.article';
import { costsArticle } from './articles/costs.article';
import { ctuArticle } from './articles/ctu.article';
import { generalArticle } from './articles/general.article';
import { organizationArticle } from './articles/organization.article';
import { performanceTestsArticle } from './articles/performance-tests.article';
import { preparationArticle } from './articles/preparation.article';
import { preventionArticle } from './articles/prevention.article';
import { psychologicalArticle } from './articles/psychological.article';
import type { Article, InfoTopic } from './content.types';

/** Every article, in the order of the /info grid (spec 1 §2: free topics first). */
export const ARTICLES: readonly Article[] = [
  generalArticle,
  organizationArticle,
  costsArticle,
  psychologicalArticle,
  consultingArticle,
  addictionArticle,
  assessmentArticle,
  assessmentAlcoholDrugsArticle,
  assessmentTrafficArticle,
  ctuArticle,
  preparationArticle,
  preventionArticle,
  performanceTestsArticle,
];

const BY_TOPIC = new Map<InfoTopic, Article>(ARTICLES.map((article) => [article.topic, article]));

export function articleOf(topic: InfoTopic): Article | undefined {
  return BY_TOPIC.get(topic);
}

export { sectionPlainText } from './plain-text';
export { toSearchIndex, toTopicSummary } from './summaries';
