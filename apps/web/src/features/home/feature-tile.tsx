import { useId } from 'react';
import { Link } from 'react-router';
import { PremiumLockedCard } from '../subscription/premium-locked-card';
import type { PremiumAccess } from '../subscription/use-premium-access';
import type { TileDefinition } from './home-tiles';

/**
 * A premium tile: a link when unlocked; when locked, the blurred tile under an overlay with the PREMIUM
 * badge, the feature's name, 'Premium Funktion' and the unlock button. The link is named by its title and
 * described by its text (a name set with aria-labelledby would leave the visible text out of it, WCAG 2.5.3).
 */
export function FeatureTile({ tile, access }: { tile: TileDefinition; access: PremiumAccess }) {
  const id = useId();
  const Icon = tile.icon;
  const body = (
    <>
      <span className="tile__icon">
        <Icon />
      </span>
      <span className="tile__title">{tile.title}</span>
      {/* read as the link's description (aria-describedby), not as part of its name */}
      <span className="tile__text" id={`${id}-text`} aria-hidden="true">
        {tile.description}
      </span>
    </>
  );

  if (access === 'active') {
    return (
      <Link to={tile.to} className="tile" data-locked="false" aria-describedby={`${id}-text`}>
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
