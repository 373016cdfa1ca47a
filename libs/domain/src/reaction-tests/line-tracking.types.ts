import type { Point, ViewBox } from './svg';

/** A start or end number of the line-tracking test, and so an answer key (spec 2 §9: keys 1 to 5). */
export type LineNumber = 1 | 2 | 3 | 4 | 5;

/** Where a numbered start (left edge) or end (right edge) sits; the label is drawn next to it. */
export interface LineTrackingTerminal {
  label: LineNumber;
  x: number;
  y: number;
}

/** One of the five lines: from a start to an end through its bend points (first and last = the terminals). */
export interface LineTrackingLine {
  start: LineNumber;
  end: LineNumber;
  points: Point[];
}

/**
 * Spec 2 §3 "Line-tracking item": one image as data. All lines are drawn alike (as a polyline or a smooth
 * curve through the points); only the start `markedStart` is highlighted. `key` is the end it leads to.
 */
export interface LineTrackingItem {
  /** line_1 … line_18 */
  id: string;
  viewBox: ViewBox;
  starts: LineTrackingTerminal[];
  ends: LineTrackingTerminal[];
  lines: LineTrackingLine[];
  markedStart: LineNumber;
  key: LineNumber;
}
