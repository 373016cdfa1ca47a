import type { TopicSummary } from '@mpu/content';
import { INFO_TEXTS } from '@mpu/contracts';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PremiumAccess } from '../subscription/use-premium-access';
import { TopicIcon } from './info-icons';

const T = INFO_TEXTS.list;

/**
 * A topic of /info: a link to its article; a premium topic without a subscription shows the lock overlay
 * of the home tiles (PREMIUM, 'Premium Funktion', 'Jetzt freischalten' → /subscribe).
 */
export function TopicCard({ topic, access }: { topic: TopicSummary; access: PremiumAccess }) {
  const navigate = useNavigate();
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
    <div className="topic-card topic-card--locked" data-locked="true" role="group" aria-label={topic.title}>
      <div className="topic-card__content" aria-hidden="true">
        {body}
      </div>
      <div className="topic-card__overlay">
        <span className="badge badge--premium">{T.premiumBadge}</span>
        <span className="topic-card__title">{topic.title}</span>
        <span className="tile__locked-text">{T.premiumText}</span>
        <button
          type="button"
          className="button button--primary button--small"
          onClick={() => navigate('/subscribe')}
        >
          {T.unlock}
        </button>
      </div>
    </div>
  );
}
