import { useId } from 'react';
import { Link } from 'react-router';
import { PremiumLockedCard } from '../subscription/premium-locked-card';
import type { PremiumAccess } from '../subscription/use-premium-access';
import type { TileDefinition } from './home-tiles';

/**
 * A premium tile: a link when unlocked; when locked, the blurred tile under an overlay with the PREMIUM
 * badge, the feature's name, 'Premium Funktion' and the unlock button.
 */
export function FeatureTile({ tile, access }: { tile: TileDefinition; access: PremiumAccess }) {
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
    <PremiumLockedCard
      title={tile.title}
      className="tile tile--locked"
      contentClassName="tile__content"
      titleClassName="tile__title"
    >
      {body}
    </PremiumLockedCard>
  );
}
