import type { ViewBox } from './svg';
import type { TapkSymbol } from './symbols';
import { TAPK2_ROW_LENGTH, type Tapk2Trial } from './tapk2';

/** One symbol of a TAPK-2 image: its top-left corner and side length in the image's viewBox. */
export interface Tapk2Placement {
  symbol: TapkSymbol;
  x: number;
  y: number;
  size: number;
}

/** A TAPK-2 trial drawn as one SVG: the row on top, a divider, the probe centred below. */
export interface Tapk2Layout {
  viewBox: ViewBox;
  row: Tapk2Placement[];
  dividerY: number;
  probe: Tapk2Placement;
}

const SLOT = 60;
const SIZE = 44;
const PAD = (SLOT - SIZE) / 2;
const WIDTH = TAPK2_ROW_LENGTH * SLOT;
const DIVIDER_Y = SLOT + 20;

/** Where each symbol of a trial goes (viewBox 480 × 160), so every trial renders alike and crisply. */
export function tapk2Layout(trial: Tapk2Trial): Tapk2Layout {
  return {
    viewBox: { width: WIDTH, height: DIVIDER_Y + 20 + SLOT },
    row: trial.row.map((symbol, i) => ({ symbol, x: i * SLOT + PAD, y: PAD, size: SIZE })),
    dividerY: DIVIDER_Y,
    probe: { symbol: trial.probe, x: (WIDTH - SIZE) / 2, y: DIVIDER_Y + 20 + PAD, size: SIZE },
  };
}
