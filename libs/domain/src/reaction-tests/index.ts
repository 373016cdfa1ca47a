export { pick, randomInt, seededRandom, shuffle, type Random } from './seeded-random';
export {
  LINE_NUMBERS,
  LINE_TRACKING_ITEM_COUNT,
  LINE_TRACKING_REPETITIONS,
  LINE_TRACKING_SEED,
  LINE_TRACKING_TASK_COUNT,
  LINE_TRACKING_VIEW_BOX,
  buildLineTrackingRun,
  generateLineTrackingItems,
  isLineTrackingAnswerCorrect,
  lineEndOf,
} from './line-tracking';
export type {
  LineNumber,
  LineTrackingItem,
  LineTrackingLine,
  LineTrackingTerminal,
} from './line-tracking.types';
export { pointsAttribute, viewBoxAttribute, type Point, type ViewBox } from './svg';
