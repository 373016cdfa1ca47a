/** Spec 2 §9: the 12-symbol set of the visual-scanning tests (TAPK and TAPK-2). */
export const TAPK_SYMBOLS = [
  'circle',
  'square',
  'triangle',
  'diamond',
  'star',
  'cross',
  'heart',
  'hexagon',
  'pentagon',
  'crescent',
  'arrow',
  'lightning',
] as const;

export type TapkSymbol = (typeof TAPK_SYMBOLS)[number];

/** Spec 2 §9: a TAPK round asks for one of these three. */
export const TAPK_TARGET_SYMBOLS = ['circle', 'square', 'triangle'] as const satisfies readonly TapkSymbol[];

export type TapkTargetSymbol = (typeof TAPK_TARGET_SYMBOLS)[number];

/** German names, e.g. for the prompt "Finde alle {symbol} Symbole!" and accessible labels. */
export const TAPK_SYMBOL_LABELS: Record<TapkSymbol, string> = {
  circle: 'Kreis',
  square: 'Quadrat',
  triangle: 'Dreieck',
  diamond: 'Raute',
  star: 'Stern',
  cross: 'Kreuz',
  heart: 'Herz',
  hexagon: 'Sechseck',
  pentagon: 'Fünfeck',
  crescent: 'Halbmond',
  arrow: 'Pfeil',
  lightning: 'Blitz',
};
