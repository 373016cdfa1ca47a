import type { TopicSummary } from '@mpu/content';
import { useId } from 'react';
import { Link } from 'react-router';
import { PremiumLockedCard } from '../subscription/premium-locked-card';
import type { PremiumAccess } from '../subscription/use-premium-access';
import { TopicIcon } from './info-icons';

/**
 * A topic of /info: a link to its article; a premium topic without a subscription shows the lock overlay
 * of the home tiles (PREMIUM, 'Premium Funktion', 'Jetzt freischalten' → /subscribe).
 */
export function TopicCard({ topic, access }: { topic: TopicSummary; access: PremiumAccess }) {
  const id = useId();
  const state =
    !topic.isPremium || access === 'active' ? 'open' : access === 'checking' ? 'pending' : 'locked';
  const body = (
    <>
      <span className="topic-card__icon">
        <TopicIcon icon={topic.icon} />
      </span>
      <span className="topic-card__body">
        <span className="topic-card__title" id={`${id}-title`}>
          {topic.title}
        </span>
        <span className="topic-card__text" id={`${id}-text`}>
          {topic.summary}
        </span>
      </span>
    </>
  );

  if (state === 'open') {
    return (
      <Link
        to={topic.href}
        className="topic-card"
        data-locked="false"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        {body}
      </Link>
    );
  }
  if (state === 'pending') {
    return (
      <div className="topic-card topic-card--checking" data-locked="pending" aria-busy="true">
        {body}
      </div>
    );
  }
  return (
    <PremiumLockedCard
      title={topic.title}
      className="topic-card topic-card--locked"
      contentClassName="topic-card__content"
      titleClassName="topic-card__title"
    >
      {body}
    </PremiumLockedCard>
  );
}
