import { generateTapk2Trials } from './tapk2';
import { tapk2Layout } from './tapk2-layout';

describe('tapk2Layout', () => {
  it('places the row side by side above the divider and the probe centred below, all inside the viewBox', () => {
    for (const trial of generateTapk2Trials()) {
      const layout = tapk2Layout(trial);
      expect(layout.row.map((placement) => placement.symbol)).toEqual(trial.row);
      expect(layout.probe.symbol).toBe(trial.probe);
      const all = [...layout.row, layout.probe];
      for (const { x, y, size } of all) {
        expect(x).toBeGreaterThanOrEqual(0);
        expect(y).toBeGreaterThanOrEqual(0);
        expect(x + size).toBeLessThanOrEqual(layout.viewBox.width);
        expect(y + size).toBeLessThanOrEqual(layout.viewBox.height);
      }
      layout.row.forEach((placement, i) => {
        expect(placement.y + placement.size).toBeLessThan(layout.dividerY);
        if (i > 0) expect(placement.x).toBeGreaterThanOrEqual(layout.row[i - 1].x + placement.size);
      });
      expect(layout.probe.y).toBeGreaterThan(layout.dividerY);
      expect(layout.probe.x + layout.probe.size / 2).toBe(layout.viewBox.width / 2);
    }
  });
});
