import type { TopicSummary } from '@mpu/content';
import type { PremiumAccess } from '../subscription/use-premium-access';
import { InfoCard } from './info-card';
import { TopicIcon } from './info-icons';

/** A topic of /info: a link to its article, locked for premium topics without a subscription. */
export function TopicCard({ topic, access }: { topic: TopicSummary; access: PremiumAccess }) {
  return (
    <InfoCard
      title={topic.title}
      text={topic.summary}
      href={topic.href}
      icon={<TopicIcon icon={topic.icon} />}
      premium={topic.isPremium}
      access={access}
    />
  );
}
