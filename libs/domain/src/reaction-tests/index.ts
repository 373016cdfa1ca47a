export { pick, randomInt, seededRandom, shuffle, type Random } from './seeded-random';
export {
  LINE_NUMBERS,
  LINE_TRACKING_EXAMPLE_ID,
  LINE_TRACKING_EXAMPLE_SEED,
  LINE_TRACKING_ITEM_COUNT,
  LINE_TRACKING_REPETITIONS,
  LINE_TRACKING_SEED,
  LINE_TRACKING_TASK_COUNT,
  LINE_TRACKING_VIEW_BOX,
  buildLineTrackingRun,
  generateLineTrackingItems,
  isLineTrackingAnswerCorrect,
  lineEndOf,
  lineTrackingExample,
} from './line-tracking';
export type {
  LineNumber,
  LineTrackingItem,
  LineTrackingLine,
  LineTrackingTerminal,
} from './line-tracking.types';
export { pointsAttribute, viewBoxAttribute, type Point, type ViewBox } from './svg';
export { TAPK_SYMBOLS, TAPK_TARGET_SYMBOLS, type TapkSymbol, type TapkTargetSymbol } from './symbols';
export {
  TAPK_DISTRACTORS,
  TAPK_MIN_SYMBOL_DISTANCE,
  TAPK_ROUND_COUNT,
  TAPK_TARGETS,
  TAPK_X_RANGE,
  TAPK_Y_RANGE,
  generateTapkTasks,
  tapkRoundResult,
} from './tapk';
export type { TapkPlacedSymbol, TapkRoundResult, TapkTask } from './tapk.types';
export {
  TAPK2_EXAMPLE_ID,
  TAPK2_EXAMPLE_SEED,
  TAPK2_REPETITIONS,
  TAPK2_ROW_LENGTH,
  TAPK2_SEED,
  TAPK2_TASK_COUNT,
  TAPK2_TRIAL_COUNT,
  buildTapk2Run,
  generateTapk2Trials,
  isTapk2AnswerCorrect,
  tapk2Example,
  type Tapk2Trial,
} from './tapk2';
export { separateEqualNeighbours } from './separate-neighbours';
export {
  LINE_TRACKING_PASS_RULE,
  TAPK2_PASS_RULE,
  TAPK_PASS_RULE,
  isTapkTaskFullyCorrect,
  summariseLineTracking,
  summariseTapk,
  summariseTapk2,
  type AnswerSummary,
  type PassRule,
  type TapkSummary,
  type TestAnswer,
} from './pass-rules';
export { SYMBOL_SHAPES, SYMBOL_VIEW_BOX, symbolShape, type SymbolShape } from './symbol-shapes';
export { tapk2Layout, type Tapk2Layout, type Tapk2Placement } from './tapk2-layout';
export { smoothPathData } from './smooth-path';
