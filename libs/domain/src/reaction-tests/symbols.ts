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
