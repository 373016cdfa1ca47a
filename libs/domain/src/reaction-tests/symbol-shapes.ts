import { round1, type Point, type ViewBox } from './svg';
import type { TapkSymbol } from './symbols';

/** How to draw one symbol: a circle or a filled polygon (a `<polygon points>` via `pointsAttribute`). */
export type SymbolShape =
  { type: 'circle'; cx: number; cy: number; r: number } | { type: 'polygon'; points: Point[] };

/** Every symbol is drawn in this box, centred, so the UI can scale it to any size. */
export const SYMBOL_VIEW_BOX: ViewBox = { width: 100, height: 100 };

const C = 50;
const R = 42;

const at = (x: number, y: number): Point => ({ x: round1(x), y: round1(y) });
const polygon = (points: Point[]): SymbolShape => ({ type: 'polygon', points });

/** A regular polygon with a vertex at the top. */
function regular(corners: number, radius = R, rotation = -Math.PI / 2): Point[] {
  return Array.from({ length: corners }, (_, i) => {
    const angle = rotation + (i * 2 * Math.PI) / corners;
    return at(C + radius * Math.cos(angle), C + radius * Math.sin(angle));
  });
}

function star(): Point[] {
  return Array.from({ length: 10 }, (_, i) => {
    const radius = i % 2 === 0 ? R : R * 0.42;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return at(C + radius * Math.cos(angle), C + radius * Math.sin(angle));
  });
}

function heart(): Point[] {
  // the classic parametric heart, scaled into the box
  return Array.from({ length: 48 }, (_, i) => {
    const t = (i / 48) * 2 * Math.PI;
    const x = 16 * Math.sin(t) ** 3;
    const y = 13 * Math.cos(t) - 5 * Math.cos(2 * t) - 2 * Math.cos(3 * t) - Math.cos(4 * t);
    return at(C + x * 2.6, C - 4 - y * 2.6);
  });
}

function crescent(): Point[] {
  // outer arc of a circle, back along the arc of a smaller circle shifted to the right
  const outer = Array.from({ length: 25 }, (_, i) => {
    const angle = Math.PI / 2.9 + (i / 24) * (2 * Math.PI - (2 * Math.PI) / 2.9);
    return at(C + R * Math.cos(angle), C + R * Math.sin(angle));
  });
  const inner = Array.from({ length: 25 }, (_, i) => {
    const angle = -Math.PI / 1.75 - (i / 24) * (2 * Math.PI - (2 * Math.PI) / 1.75);
    return at(C + 16 + 34 * Math.cos(angle), C + 34 * Math.sin(angle));
  });
  return [...outer, ...inner];
}

/** Spec 2 §9: the look of each of the 12 symbols, kept clearly apart from one another. */
export const SYMBOL_SHAPES: Record<TapkSymbol, SymbolShape> = {
  circle: { type: 'circle', cx: C, cy: C, r: R },
  square: polygon([at(14, 14), at(86, 14), at(86, 86), at(14, 86)]),
  triangle: polygon([at(50, 8), at(92, 86), at(8, 86)]),
  diamond: polygon([at(50, 6), at(86, 50), at(50, 94), at(14, 50)]),
  star: polygon(star()),
  cross: polygon(
    [
      [38, 8],
      [62, 8],
      [62, 38],
      [92, 38],
      [92, 62],
      [62, 62],
      [62, 92],
      [38, 92],
      [38, 62],
      [8, 62],
      [8, 38],
      [38, 38],
    ].map(([x, y]) => at(x, y)),
  ),
  heart: polygon(heart()),
  hexagon: polygon(regular(6, R, 0)),
  pentagon: polygon(regular(5)),
  crescent: polygon(crescent()),
  arrow: polygon(
    [
      [8, 38],
      [54, 38],
      [54, 14],
      [92, 50],
      [54, 86],
      [54, 62],
      [8, 62],
    ].map(([x, y]) => at(x, y)),
  ),
  lightning: polygon(
    [
      [58, 4],
      [20, 56],
      [46, 56],
      [36, 96],
      [80, 40],
      [54, 40],
      [66, 4],
    ].map(([x, y]) => at(x, y)),
  ),
};

/** The shape of a symbol (all 12 are defined). */
export function symbolShape(symbol: TapkSymbol): SymbolShape {
  return SYMBOL_SHAPES[symbol];
}
