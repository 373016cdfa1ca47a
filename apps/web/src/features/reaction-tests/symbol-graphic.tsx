import {
  SYMBOL_VIEW_BOX,
  pointsAttribute,
  symbolShape,
  viewBoxAttribute,
  type TapkSymbol,
} from '@mpu/domain';

interface SymbolGraphicProps {
  symbol: TapkSymbol;
  /** Top-left corner and side length in the surrounding SVG's units. */
  x?: number;
  y?: number;
  size?: number;
  className?: string;
}

/** One of the 12 symbols (SYMBOL_SHAPES) as a nested SVG, scaled into the given square. */
export function SymbolGraphic({
  symbol,
  x = 0,
  y = 0,
  size = SYMBOL_VIEW_BOX.width,
  className,
}: SymbolGraphicProps) {
  const shape = symbolShape(symbol);
  return (
    <svg
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox={viewBoxAttribute(SYMBOL_VIEW_BOX)}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      {shape.type === 'circle' ? (
        <circle cx={shape.cx} cy={shape.cy} r={shape.r} />
      ) : (
        <polygon points={pointsAttribute(shape.points)} />
      )}
    </svg>
  );
}
