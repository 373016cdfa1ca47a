/** A point in SVG user units. */
export interface Point {
  x: number;
  y: number;
}

/** An SVG viewBox starting at 0,0. */
export interface ViewBox {
  width: number;
  height: number;
}

/** The `viewBox` attribute for a box, e.g. "0 0 400 300". */
export function viewBoxAttribute(box: ViewBox): string {
  return `0 0 ${box.width} ${box.height}`;
}

/** The `points` attribute of a `<polyline>`, e.g. "20,30 80,95.5". */
export function pointsAttribute(points: readonly Point[]): string {
  return points.map((point) => `${point.x},${point.y}`).join(' ');
}

/** Rounds to one decimal so generated geometry stays short when serialised. */
export function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
