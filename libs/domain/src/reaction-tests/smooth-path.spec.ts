import { generateLineTrackingItems } from './line-tracking';
import { smoothPathData } from './smooth-path';

describe('smoothPathData', () => {
  it('handles no, one and two points', () => {
    expect(smoothPathData([])).toBe('');
    expect(smoothPathData([{ x: 1, y: 2 }])).toBe('M1,2');
    // two points: the control points lie on the straight line, at a third and two thirds
    expect(
      smoothPathData([
        { x: 0, y: 0 },
        { x: 60, y: 30 },
      ]),
    ).toBe('M0,0 C10,5 50,25 60,30');
  });

  it('passes through every point with Catmull-Rom tangents', () => {
    const d = smoothPathData([
      { x: 0, y: 0 },
      { x: 60, y: 60 },
      { x: 120, y: 0 },
    ]);
    // tangent at the middle point = (next − previous) / 6 = (20, 0)
    expect(d).toBe('M0,0 C10,10 40,60 60,60 C80,60 110,10 120,0');
  });

  it('draws every line-tracking line from its start to its end, one segment per bend', () => {
    const [item] = generateLineTrackingItems();
    for (const line of item.lines) {
      const d = smoothPathData(line.points);
      const first = line.points[0];
      const last = line.points[line.points.length - 1];
      expect(d.startsWith(`M${first.x},${first.y} `)).toBe(true);
      expect(d.endsWith(` ${last.x},${last.y}`)).toBe(true);
      expect(d.match(/C/g)).toHaveLength(line.points.length - 1);
    }
  });
});
