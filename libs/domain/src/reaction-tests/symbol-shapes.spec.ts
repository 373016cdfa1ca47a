import { SYMBOL_SHAPES, SYMBOL_VIEW_BOX, symbolShape } from './symbol-shapes';
import { TAPK_SYMBOLS } from './symbols';

describe('SYMBOL_SHAPES', () => {
  it('draws each of the 12 symbols inside the 100 × 100 box', () => {
    expect(Object.keys(SYMBOL_SHAPES).sort()).toEqual([...TAPK_SYMBOLS].sort());
    for (const symbol of TAPK_SYMBOLS) {
      const shape = symbolShape(symbol);
      if (shape.type === 'circle') {
        expect(shape.cx - shape.r).toBeGreaterThanOrEqual(0);
        expect(shape.cx + shape.r).toBeLessThanOrEqual(SYMBOL_VIEW_BOX.width);
        expect(shape.cy - shape.r).toBeGreaterThanOrEqual(0);
        expect(shape.cy + shape.r).toBeLessThanOrEqual(SYMBOL_VIEW_BOX.height);
      } else {
        expect(shape.points.length).toBeGreaterThanOrEqual(3);
        for (const { x, y } of shape.points) {
          expect(x).toBeGreaterThanOrEqual(0);
          expect(x).toBeLessThanOrEqual(SYMBOL_VIEW_BOX.width);
          expect(y).toBeGreaterThanOrEqual(0);
          expect(y).toBeLessThanOrEqual(SYMBOL_VIEW_BOX.height);
        }
      }
    }
  });

  it('gives every symbol its own shape', () => {
    const drawn = TAPK_SYMBOLS.map((symbol) => JSON.stringify(symbolShape(symbol)));
    expect(new Set(drawn).size).toBe(12);
  });
});
