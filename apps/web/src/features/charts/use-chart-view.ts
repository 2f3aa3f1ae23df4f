import type { ChartData } from '@csp/contract/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLanguage } from '../client-url/use-language';
import { type ChartKind, chartOption } from './chart-option';
import { chartTable, isEmptyTable, trimEmptyYears, yearWindow } from './chart-table';
import type { ChartViewOptions } from './chart-views';
import { displayDecimals, valueDisplay } from './value-format';

type Views = typeof import('./chart-views');
let viewsModule: Views | null = null;

/** The chart views' code (log scale, relative, end labels), fetched the first time a chart asks for one. */
function useViews(needed: boolean): Views | null {
  const [views, setViews] = useState(viewsModule);
  useEffect(() => {
    if (!needed || views) return;
    let live = true;
    void import('./chart-views').then((module) => {
      viewsModule = module;
      if (live) setViews(module);
    });
    return () => {
      live = false;
    };
  }, [needed, views]);
  return needed ? views : null;
}

/**
 * What a chart shows: the reply as a table without empty leading and trailing years, the zoom window the
 * visitor chose (kept when switching line/bar), the rows in that window (the table, the downloads and the
 * images show exactly those), and the ECharts option.
 */
export function useChartView(
  chart: ChartData,
  kind: ChartKind,
  seriesTypeId?: string | null,
  options: ChartViewOptions = {},
) {
  const lang = useLanguage();
  const { log, relative, ends } = options;
  const base = relative ? (options.base ?? chart.requestParams.startYear) : undefined;
  const views = useViews(Boolean(log || relative || ends));
  const full = useMemo(() => {
    const table = trimEmptyYears(chartTable(chart));
    if (!views) return table;
    const shown = relative ? views.relativeTable(table, relative, base) : table;
    return log ? views.positiveOnly(shown) : shown;
  }, [chart, views, relative, base, log]);
  const [window, setWindow] = useState<readonly [number, number] | null>(null);
  const windowRef = useRef(window);
  windowRef.current = window;
  const relativeShown = Boolean(views && relative);
  const display = relativeShown ? (relative === 'change' ? 'percent' : 'unit') : valueDisplay(chart, seriesTypeId);
  const decimals = relativeShown
    ? 1
    : displayDecimals(display, chart.series.decimals, chart.yearOnYear || chart.type.computeType === 'yoy');
  /** The unit shown: the reply's, % for percent, "<base year> = 100" for an index. */
  const unit = relativeShown && relative === 'index' ? `${base} = 100` : display === 'percent' ? '%' : chart.unit;

  const option = useMemo(() => {
    const plain = chartOption({
      table: full,
      kind,
      display,
      decimals,
      unit,
      lang,
      zoom: true,
      window: windowRef.current ?? undefined,
    });
    return views ? views.applyViewOptions(plain, { log, ends }, kind) : plain;
  }, [full, kind, display, decimals, unit, lang, views, log, ends]);

  const visible = useMemo(() => {
    if (!window) return full;
    const from = full.rows[window[0]]?.year;
    const to = full.rows[window[1]]?.year;
    return from === undefined || to === undefined ? full : yearWindow(full, from, to);
  }, [full, window]);

  const years = {
    from: visible.rows[0]?.year ?? chart.requestParams.startYear,
    to: visible.rows.at(-1)?.year ?? chart.requestParams.endYear,
  };
  const onWindow = (start: number, end: number) =>
    setWindow(start <= 0 && end >= full.rows.length - 1 ? null : [start, end]);

  return { full, visible, empty: isEmptyTable(full), option, display, decimals, unit, years, onWindow, lang };
}
