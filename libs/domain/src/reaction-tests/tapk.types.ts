import type { TapkSymbol, TapkTargetSymbol } from './symbols';

/** Spec 2 §3 "TAPK task": one symbol on the playing field; x and y are its centre in percent of the field. */
export interface TapkPlacedSymbol {
  id: string;
  symbol: TapkSymbol;
  isTarget: boolean;
  x: number;
  y: number;
}

/** Spec 2 §3 "TAPK task": one round; every non-target is the same `distractorSymbol`. */
export interface TapkTask {
  /** tapk_1 … tapk_20 */
  id: string;
  targetSymbol: TapkTargetSymbol;
  distractorSymbol: TapkSymbol;
  symbols: TapkPlacedSymbol[];
}

/** What the user did in one round: the basis of the TAPK pass rule. */
export interface TapkRoundResult {
  targetsTotal: number;
  /** Distinct targets clicked. */
  targetsFound: number;
  /** Distinct non-targets clicked. */
  wrongClicks: number;
  /** Milliseconds from the painted field to the submit. */
  time: number;
}
