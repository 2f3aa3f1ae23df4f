import type { ChartData } from '@csp/contract/core';
import { htmlLang, type Language } from '../../lib/language';

/** SPEC §2/§9: the series type whose charts show values in the unit; other line charts show percent. */
export const UNIT_SERIES_TYPE_ID = '1290523636901263682';

export type ValueDisplay = 'unit' | 'percent';

/**
 * How a chart shows its values. Year-on-year views and percent series show percent; the SPEC's unit type and
 * every other kind of series (amounts, indexes, ratios) show values in their unit. The SPEC's rule keyed on
 * one type id; our series carry their value kind, which says the same thing for every series.
 */
export function valueDisplay(
  chart: {
    yearOnYear: boolean;
    type: Pick<ChartData['type'], 'computeType'>;
    series: Pick<ChartData['series'], 'valueKind'>;
  },
  seriesTypeId?: string | null,
): ValueDisplay {
  if (chart.yearOnYear || chart.type.computeType === 'yoy') return 'percent';
  if (seriesTypeId === UNIT_SERIES_TYPE_ID) return 'unit';
  return chart.series.valueKind === 'percent' ? 'percent' : 'unit';
}

/** Decimals to show: the series' own, at least two for percentages of change. */
export function displayDecimals(display: ValueDisplay, seriesDecimals: number, yearOnYear: boolean): number {
  const own = Math.max(0, Math.min(10, seriesDecimals));
  return display === 'percent' && yearOnYear ? Math.max(own, 2) : own;
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${lang}|${JSON.stringify(options)}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat(htmlLang(lang), options);
    formatters.set(key, found);
  }
  return found;
}

/** A value in full, as tables and tooltips show it: grouped digits, the series' decimals, % for percent. */
export function formatValue(
  value: number | null | undefined,
  display: ValueDisplay,
  lang: Language,
  decimals: number,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '–';
  const text = formatter(lang, { maximumFractionDigits: decimals, minimumFractionDigits: decimals }).format(value);
  return display === 'percent' ? `${text}%` : text;
}

/** A value on an axis: short (1.7T, 1.7万亿) for amounts, with % for percent. */
export function formatAxisValue(value: number, display: ValueDisplay, lang: Language): string {
  if (display === 'percent') return `${formatter(lang, { maximumFractionDigits: 1 }).format(value)}%`;
  return formatter(lang, { notation: 'compact', maximumFractionDigits: 1 }).format(value);
}

/** A tick of a value axis with exactly `digits` fraction digits (short for large amounts, % for percent). */
export function formatAxisTick(
  value: number,
  display: ValueDisplay,
  lang: Language,
  digits: number,
  compact: boolean,
): string {
  const fraction = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  if (display === 'percent') return `${formatter(lang, fraction).format(value)}%`;
  return formatter(lang, compact ? { notation: 'compact', ...fraction } : fraction).format(value);
}
