import { useId } from 'react';
import type { PremiumAccess } from '../subscription/use-premium-access';
import { FeatureTile } from './feature-tile';
import type { TileDefinition } from './home-tiles';

interface TileSectionProps {
  title: string;
  tiles: readonly TileDefinition[];
  access: PremiumAccess;
}

export function TileSection({ title, tiles, access }: TileSectionProps) {
  const headingId = useId();
  return (
    <section className="home-section" aria-labelledby={headingId}>
      <h2 className="home-section__title" id={headingId}>
        {title}
      </h2>
      <ul className="tile-grid">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <FeatureTile tile={tile} access={access} />
          </li>
        ))}
      </ul>
    </section>
  );
}
