import type { ChartKind } from './chart-option';
import type { ChartSymbol, SeriesStyle } from './palette';

/** One SVG element of a legend glyph, drawn the same in the page legend and in exported images. */
export interface GlyphShape {
  tag: 'line' | 'circle' | 'rect' | 'path';
  attrs: Record<string, string | number>;
}

const OUTLINE_FILL = '#fff';

function marker(symbol: ChartSymbol, color: string): GlyphShape {
  const empty = symbol.startsWith('empty');
  const paint = empty
    ? { fill: OUTLINE_FILL, stroke: color, 'stroke-width': 1.5 }
    : { fill: color, stroke: color, 'stroke-width': 1 };
  switch (symbol) {
    case 'circle':
    case 'emptyCircle':
      return { tag: 'circle', attrs: { cx: 12, cy: 8, r: 4, ...paint } };
    case 'rect':
    case 'emptyRect':
      return { tag: 'rect', attrs: { x: 8, y: 4, width: 8, height: 8, ...paint } };
    case 'roundRect':
      return { tag: 'rect', attrs: { x: 8, y: 4, width: 8, height: 8, rx: 2.5, ...paint } };
    case 'triangle':
    case 'emptyTriangle':
      return { tag: 'path', attrs: { d: 'M12 3.5 16.5 12.5 7.5 12.5Z', ...paint } };
    case 'diamond':
    case 'emptyDiamond':
      return { tag: 'path', attrs: { d: 'M12 3 17 8 12 13 7 8Z', ...paint } };
    default:
      return { tag: 'path', attrs: { d: 'M12 14 8.6 8.8A4 4 0 1 1 15.4 8.8Z', ...paint } };
  }
}

/** A 24×16 key of a series: its line (dashed when it is) through its symbol, or a block of colour for bars. */
export function glyphShapes(style: SeriesStyle, kind: ChartKind): GlyphShape[] {
  if (kind === 'bar') return [{ tag: 'rect', attrs: { x: 4, y: 2, width: 16, height: 12, rx: 2, fill: style.color } }];
  const line: GlyphShape = {
    tag: 'line',
    attrs: { x1: 0, y1: 8, x2: 24, y2: 8, stroke: style.color, 'stroke-width': 2 },
  };
  if (style.dash === 'dashed') line.attrs['stroke-dasharray'] = '4 3';
  return [line, marker(style.symbol, style.color)];
}

/** The glyph as SVG markup, placed at (x, y). */
export function glyphMarkup(style: SeriesStyle, kind: ChartKind, x: number, y: number): string {
  const inner = glyphShapes(style, kind)
    .map(
      ({ tag, attrs }) =>
        `<${tag} ${Object.entries(attrs)
          .map(([k, v]) => `${k}="${v}"`)
          .join(' ')}/>`,
    )
    .join('');
  return `<g transform="translate(${x} ${y})">${inner}</g>`;
}
