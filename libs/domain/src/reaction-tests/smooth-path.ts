import { round1, type Point } from './svg';

const pair = (point: Point) => `${round1(point.x)},${round1(point.y)}`;

/**
 * The `d` attribute of a smooth curve through all points (uniform Catmull-Rom, written as cubic Béziers), e.g. for
 * the line-tracking lines: it passes exactly through every bend point, so the drawn line follows the item's data.
 * The end segments use their own end point as the missing neighbour.
 */
export function smoothPathData(points: readonly Point[]): string {
  if (points.length === 0) return '';
  if (points.length === 1) return `M${pair(points[0])}`;
  const segments = points.slice(1).map((to, i) => {
    const from = points[i];
    const before = points[i - 1] ?? from;
    const after = points[i + 2] ?? to;
    const c1 = { x: from.x + (to.x - before.x) / 6, y: from.y + (to.y - before.y) / 6 };
    const c2 = { x: to.x - (after.x - from.x) / 6, y: to.y - (after.y - from.y) / 6 };
    return `C${pair(c1)} ${pair(c2)} ${pair(to)}`;
  });
  return `M${pair(points[0])} ${segments.join(' ')}`;
}
