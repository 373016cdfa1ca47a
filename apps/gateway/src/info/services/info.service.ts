import { ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { COMMON_MESSAGES, INFO_MESSAGES } from '@mpu/contracts';
import { isInfoTopic, type Article, type SearchIndexEntry, type TopicSummary } from '@mpu/content';
import { ARTICLES, articleOf, toSearchIndex, toTopicSummary } from '@mpu/content/library';
import { PremiumStatusService } from '../../billing/premium-status.service';

const TOPIC_SUMMARIES: TopicSummary[] = ARTICLES.map(toTopicSummary);
const FREE_INDEX: SearchIndexEntry[] = toSearchIndex(ARTICLES, false);
const FULL_INDEX: SearchIndexEntry[] = toSearchIndex(ARTICLES, true);

/**
 * The knowledge library, compiled into the gateway: free articles for every signed-in user, premium
 * bodies (articles and their search text) only with an active subscription.
 */
@Injectable()
export class InfoService {
  constructor(private readonly premium: PremiumStatusService) {}

  topics(): TopicSummary[] {
    return TOPIC_SUMMARIES;
  }

  async article(userId: string, topic: string): Promise<Article> {
    const article = isInfoTopic(topic) ? articleOf(topic) : undefined;
    if (!article) throw new NotFoundException({ message: INFO_MESSAGES.topicNotFound });
    if (article.isPremium && !(await this.premium.status(userId)).active) {
      throw new ForbiddenException({ message: COMMON_MESSAGES.premiumRequired });
    }
    return article;
  }

  async searchIndex(userId: string): Promise<SearchIndexEntry[]> {
    return (await this.premium.status(userId)).active ? FULL_INDEX : FREE_INDEX;
  }
}
