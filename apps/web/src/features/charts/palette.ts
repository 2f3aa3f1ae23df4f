/**
 * The five chart colours (SPEC §9), chosen to stay apart for common colour-vision deficiencies and to reach
 * 3:1 against white. Colours repeat after five; symbols and dashes do not, so every line reads without colour.
 */
export const CHART_COLORS = ['#0b5c8e', '#d55e00', '#008060', '#a4508b', '#8a6d00'] as const;

/** ECharts symbol names, one per series; the `empty` ones are drawn as outlines. */
export const CHART_SYMBOLS = [
  'circle',
  'rect',
  'triangle',
  'diamond',
  'emptyCircle',
  'emptyRect',
  'emptyTriangle',
  'emptyDiamond',
  'roundRect',
  'pin',
] as const;
export type ChartSymbol = (typeof CHART_SYMBOLS)[number];

/** Most places one chart shows, so every series keeps a symbol of its own. */
export const MAX_CHART_SERIES = CHART_SYMBOLS.length;

export interface SeriesStyle {
  color: string;
  symbol: ChartSymbol;
  dash: 'solid' | 'dashed';
}

/** The look of the n-th series: colour by position, a symbol of its own, dashed once colours repeat. */
export function seriesStyle(index: number): SeriesStyle {
  const i = Math.max(0, index);
  return {
    color: CHART_COLORS[i % CHART_COLORS.length] ?? CHART_COLORS[0],
    symbol: CHART_SYMBOLS[i % CHART_SYMBOLS.length] ?? 'circle',
    dash: i >= CHART_COLORS.length ? 'dashed' : 'solid',
  };
}
