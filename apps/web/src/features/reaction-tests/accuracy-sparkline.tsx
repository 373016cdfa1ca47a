import { REACTION_TEST_TEXTS } from '@mpu/ui-texts';
import { pointsAttribute } from '@mpu/domain';
import { formatPercent } from './format';

const T = REACTION_TEST_TEXTS.history;
const WIDTH = 88;
const HEIGHT = 36;
const PAD = 4;

/** The accuracy of the given runs (oldest first) as a tiny line, 0 % at the bottom and 100 % at the top. */
export function AccuracySparkline({ values }: { values: readonly number[] }) {
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map((value, i) => ({
    x: values.length > 1 ? PAD + i * step : WIDTH / 2,
    y: PAD + (1 - Math.min(100, Math.max(0, value)) / 100) * (HEIGHT - 2 * PAD),
  }));
  const last = points[points.length - 1];
  return (
    <svg
      className="rt-sparkline"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      role="img"
      aria-label={T.trendLabel(values.map(formatPercent).join(', '))}
    >
      <line className="rt-sparkline__base" x1={0} x2={WIDTH} y1={HEIGHT - PAD} y2={HEIGHT - PAD} />
      {points.length > 1 && <polyline className="rt-sparkline__line" points={pointsAttribute(points)} />}
      {last && <circle className="rt-sparkline__dot" cx={last.x} cy={last.y} r={3} />}
    </svg>
  );
}
