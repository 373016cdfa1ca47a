import { INFO_TEXTS } from '@mpu/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Icon, type IconProps } from '../../shared/ui/icon';
import { PremiumLockedCard } from '../subscription/premium-locked-card';
import type { PremiumAccess } from '../subscription/use-premium-access';

const T = INFO_TEXTS.list.selfAssessment;
const HREF = '/info/quiz';

/** A checklist: questions answered one by one. */
const ChecklistIcon = (props: IconProps) => (
  <Icon {...props}>
    <path d="m4 6 1.5 1.5L8 5" />
    <path d="m4 12 1.5 1.5L8 11" />
    <path d="M4 18h4" />
    <path d="M11 6h9" />
    <path d="M11 12h9" />
    <path d="M11 18h9" />
  </Icon>
);

/**
 * The card of 'MPU Selbsteinschätzung' (/info/quiz) on /info. The route is gated like the premium topics, so the
 * card behaves like their topic cards (topic-card.tsx): a link with a subscription, dimmed while it is checked,
 * otherwise the lock overlay with 'Jetzt freischalten'.
 */
export function SelfAssessmentCard({ access }: { access: PremiumAccess }) {
  const id = useId();
  const body = (
    <>
      <span className="topic-card__icon">
        <ChecklistIcon />
      </span>
      <span className="topic-card__body">
        <span className="topic-card__title" id={`${id}-title`}>
          {T.title}
        </span>
        <span className="topic-card__text" id={`${id}-text`}>
          {T.text}
        </span>
      </span>
    </>
  );

  if (access === 'active') {
    return (
      <Link
        to={HREF}
        className="topic-card"
        data-locked="false"
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-text`}
      >
        {body}
      </Link>
    );
  }
  if (access === 'checking') {
    return (
      <div className="topic-card topic-card--checking" data-locked="pending" aria-busy="true">
        {body}
      </div>
    );
  }
  return (
    <PremiumLockedCard
      title={T.title}
      className="topic-card topic-card--locked"
      contentClassName="topic-card__content"
      titleClassName="topic-card__title"
    >
      {body}
    </PremiumLockedCard>
  );
}
