import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { TAPK_X_RANGE, TAPK_Y_RANGE, type TapkPlacedSymbol, type TapkTask } from '@mpu/domain';
import { TAPK_SYMBOL_LABELS } from '@mpu/ui-texts';
import type { MouseEvent } from 'react';
import { SymbolGraphic } from './symbol-graphic';

const T = REACTION_TEST_TEXTS.tapk;

/** Space kept free at each edge of the field, in percent, so the symbols at the range ends are whole. */
const EDGE = 6;
/** A tap this close (px) to a symbol's centre counts for it: 44 px wide targets where the symbols leave room. */
const TAP_RADIUS = 22;

/**
 * A generated position (x 5–85 %, y 10–80 % — the symbol's centre) stretched onto the field between its edges,
 * so the symbols fill the field evenly. Stretching only widens the gaps, so the generator's minimum distance
 * (9 % of the shorter side, which is the width here) still keeps the 9 cqi wide symbols apart.
 */
export function fieldPosition(symbol: Pick<TapkPlacedSymbol, 'x' | 'y'>): { left: number; top: number } {
  const stretch = (value: number, range: { min: number; max: number }) =>
    EDGE + ((value - range.min) / (range.max - range.min)) * (100 - 2 * EDGE);
  return { left: stretch(symbol.x, TAPK_X_RANGE), top: stretch(symbol.y, TAPK_Y_RANGE) };
}

interface TapkFieldProps {
  task: TapkTask;
  clicked: ReadonlySet<string>;
  onSelect: (symbol: TapkPlacedSymbol) => void;
}

/**
 * The playing field of a TAPK round: every symbol is a button at its position. Found targets turn green; a
 * clicked other symbol gets a red ring, so the user sees that the click counted (it makes the round wrong).
 */
export function TapkField({ task, clicked, onSelect }: TapkFieldProps) {
  // A tap between symbols goes to the nearest symbol within TAP_RADIUS, so small symbols are easy to hit.
  const onFieldClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.target instanceof Element && event.target.closest('button')) return;
    const rect = event.currentTarget.getBoundingClientRect();
    let nearest: TapkPlacedSymbol | undefined;
    let nearestDistance = TAP_RADIUS;
    for (const symbol of task.symbols) {
      const { left, top } = fieldPosition(symbol);
      const distance = Math.hypot(
        rect.left + (left / 100) * rect.width - event.clientX,
        rect.top + (top / 100) * rect.height - event.clientY,
      );
      if (distance <= nearestDistance) {
        nearest = symbol;
        nearestDistance = distance;
      }
    }
    if (nearest) onSelect(nearest);
  };

  return (
    <div className="tapk-field" role="group" aria-label={T.fieldLabel} onClick={onFieldClick}>
      {task.symbols.map((symbol, i) => {
        const { left, top } = fieldPosition(symbol);
        const isClicked = clicked.has(symbol.id);
        const state = !isClicked ? '' : symbol.isTarget ? ' tapk-symbol--found' : ' tapk-symbol--wrong';
        return (
          <button
            key={symbol.id}
            type="button"
            className={`tapk-symbol${state}`}
            style={{ left: `${left}%`, top: `${top}%` }}
            aria-label={T.symbolLabel(TAPK_SYMBOL_LABELS[symbol.symbol], i + 1)}
            aria-pressed={isClicked}
            data-symbol-id={symbol.id}
            onClick={() => onSelect(symbol)}
          >
            <SymbolGraphic symbol={symbol.symbol} className="tapk-symbol__shape" />
          </button>
        );
      })}
    </div>
  );
}
