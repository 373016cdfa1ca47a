import { REACTION_TEST_TEXTS as T } from '@mpu/ui-texts';
import {
  smoothPathData,
  viewBoxAttribute,
  type LineTrackingItem,
  type LineTrackingTerminal,
} from '@mpu/domain';

const TERMINAL_RADIUS = 11;

function Terminal({ terminal, marked = false }: { terminal: LineTrackingTerminal; marked?: boolean }) {
  return (
    <g className={marked ? 'lt-terminal lt-terminal--marked' : 'lt-terminal'}>
      <circle cx={terminal.x} cy={terminal.y} r={TERMINAL_RADIUS} />
      <text x={terminal.x} y={terminal.y} textAnchor="middle" dominantBaseline="central">
        {terminal.label}
      </text>
    </g>
  );
}

/**
 * One line-tracking image drawn from the item's data (spec 2 §3): five alike lines as smooth curves through
 * their bend points, the numbered starts on the left (the marked one highlighted) and the ends 1–5 on the right.
 * Vector graphics stay crisp at any width.
 */
export function LineTrackingImage({ item }: { item: LineTrackingItem }) {
  return (
    <svg
      className="lt-image"
      viewBox={viewBoxAttribute(item.viewBox)}
      role="img"
      aria-label={T.lineTracking.imageLabel(item.markedStart)}
      data-item={item.id}
    >
      <g className="lt-image__lines">
        {item.lines.map((line) => (
          <path key={line.start} d={smoothPathData(line.points)} />
        ))}
      </g>
      {item.starts.map((terminal) => (
        <Terminal
          key={`start-${terminal.label}`}
          terminal={terminal}
          marked={terminal.label === item.markedStart}
        />
      ))}
      {item.ends.map((terminal) => (
        <Terminal key={`end-${terminal.label}`} terminal={terminal} />
      ))}
    </svg>
  );
}
