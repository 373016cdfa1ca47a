import { pointsAttribute, round1, viewBoxAttribute } from './svg';

describe('svg helpers', () => {
  it('writes viewBox and points attributes', () => {
    expect(viewBoxAttribute({ width: 400, height: 300 })).toBe('0 0 400 300');
    expect(
      pointsAttribute([
        { x: 20, y: 30 },
        { x: 80, y: 95.5 },
      ]),
    ).toBe('20,30 80,95.5');
    expect(pointsAttribute([])).toBe('');
  });

  it('rounds to one decimal', () => {
    expect(round1(12.345)).toBe(12.3);
    expect(round1(-0.06)).toBe(-0.1);
  });
});
