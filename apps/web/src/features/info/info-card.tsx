import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PremiumLockedCard } from '../subscription/premium-locked-card';
import type { PremiumAccess } from '../subscription/use-premium-access';

export interface InfoCardProps {
  title: string;
  text: string;
  href: string;
  icon: ReactNode;
  /** Needs a subscription: without one the lock overlay of the home tiles shows instead of the link. */
  premium: boolean;
  access: PremiumAccess;
}

/**
 * A card of /info: a link; a premium card without a subscription shows the lock overlay of the home tiles
 * (PREMIUM, 'Premium Funktion', 'Jetzt freischalten' → /subscribe), dimmed while the subscription is checked.
 */
export function InfoCard({ title, text, href, icon, premium, access }: InfoCardProps) {
  const id = useId();
  const state = !premium || access === 'active' ? 'open' : access === 'checking' ? 'pending' : 'locked';
  const body = (
    <>
      <span className="topic-card__icon">{icon}</span>
      <span className="topic-card__body">
        <span className="topic-card__title">{title}</span>
        {/* read as the link's description (aria-describedby), not as part of its name (WCAG 2.5.3) */}
        <span className="topic-card__text" id={`${id}-text`} aria-hidden="true">
          {text}
        </span>
      </span>
    </>
  );

  if (state === 'open') {
    return (
      <Link to={href} className="topic-card" data-locked="false" aria-describedby={`${id}-text`}>
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
      title={title}
      className="topic-card topic-card--locked"
      contentClassName="topic-card__content"
      titleClassName="topic-card__title"
    >
      {body}
    </PremiumLockedCard>
  );
}
