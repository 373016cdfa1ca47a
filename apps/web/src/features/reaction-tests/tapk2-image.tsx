import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { tapk2Layout, viewBoxAttribute, type Tapk2Trial } from '@mpu/domain';
import { TAPK_SYMBOL_LABELS } from '@mpu/ui-texts';
import { SymbolGraphic } from './symbol-graphic';

const T = REACTION_TEST_TEXTS.tapk2;

/** One TAPK-2 trial as a single SVG (tapk2Layout): the row on top, a divider, the symbol to look for below. */
export function Tapk2Image({ trial }: { trial: Tapk2Trial }) {
  const layout = tapk2Layout(trial);
  const label = T.imageLabel(
    trial.row.map((symbol) => TAPK_SYMBOL_LABELS[symbol]).join(', '),
    TAPK_SYMBOL_LABELS[trial.probe],
  );
  return (
    <svg
      className="tapk2-image"
      viewBox={viewBoxAttribute(layout.viewBox)}
      role="img"
      aria-label={label}
      data-trial={trial.id}
    >
      {layout.row.map((place, i) => (
        <SymbolGraphic key={i} {...place} className="tapk2-image__symbol" />
      ))}
      <line
        className="tapk2-image__divider"
        x1={0}
        x2={layout.viewBox.width}
        y1={layout.dividerY}
        y2={layout.dividerY}
      />
      <SymbolGraphic {...layout.probe} className="tapk2-image__symbol tapk2-image__probe" />
    </svg>
  );
}
