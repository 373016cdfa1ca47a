import { APP_TEXTS } from '@mpu/contracts';
import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import type { PremiumAccess } from '../subscription/use-premium-access';
import type { TileDefinition } from './home-tiles';

const T = APP_TEXTS.premiumTile;

/**
 * A premium tile: a link when unlocked; when locked, the blurred tile under an overlay with the PREMIUM
 * badge, the feature's name, 'Premium Funktion' and the unlock button.
 */
export function FeatureTile({ tile, access }: { tile: TileDefinition; access: PremiumAccess }) {
  const navigate = useNavigate();
  const id = useId();
  const Icon = tile.icon;
  const body = (
    <>
      <span className="tile__icon">
        <Icon />
      </span>
      <span className="tile__title" id={`${id}-title`}>
        {tile.title}
      </span>
      <span className="tile__text" id={`${id}-text`}>
        {tile.description}
      </span>
    </>
  );

  if (access === 'active') {
    return (
      <Link
        to={tile.to}
        className="tile"
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
      <div className="tile tile--checking" data-locked="pending" aria-busy="true">
        {body}
      </div>
    );
  }
  return (
    <div className="tile tile--locked" data-locked="true" role="group" aria-label={tile.title}>
      <div className="tile__content" aria-hidden="true">
        {body}
      </div>
      <div className="tile__overlay">
        <span className="badge badge--premium">{T.badge}</span>
        <span className="tile__title">{tile.title}</span>
        <span className="tile__locked-text">{T.text}</span>
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
