import { APP_TEXTS } from '@mpu/ui-texts';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';

const T = APP_TEXTS.premiumTile;

interface PremiumLockedCardProps {
  title: string;
  /** The card's own classes (layout and size); the lock adds its overlay on top. */
  className: string;
  /** Layout class of the blurred content underneath (e.g. `tile__content`). */
  contentClassName: string;
  titleClassName: string;
  /** The card's normal content, shown blurred and hidden from assistive technology. */
  children: ReactNode;
}

/**
 * Spec 1 §2: a premium card without a subscription — the content blurred under an overlay with the
 * PREMIUM badge, the card's title, 'Premium Funktion' and 'Jetzt freischalten' (→ /subscribe). Used by the
 * home tiles and the /info topic cards.
 */
export function PremiumLockedCard({
  title,
  className,
  contentClassName,
  titleClassName,
  children,
}: PremiumLockedCardProps) {
  const navigate = useNavigate();
  return (
    <div className={className} data-locked="true" role="group" aria-label={title}>
      <div className={`${contentClassName} premium-lock__content`} aria-hidden="true">
        {children}
      </div>
      <div className="premium-lock__overlay">
        <span className="badge badge--premium">{T.badge}</span>
        <span className={titleClassName}>{title}</span>
        <span className="premium-lock__text">{T.text}</span>
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
