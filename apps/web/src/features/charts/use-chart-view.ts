import type { ChartData } from '@csp/contract/core';
import { useMemo, useRef, useState } from 'react';
import { useLanguage } from '../client-url/use-language';
import { type ChartKind, chartOption } from './chart-option';
import { chartTable, isEmptyTable, trimEmptyYears, yearWindow } from './chart-table';
import { displayDecimals, valueDisplay } from './value-format';

/**
 * What a chart shows: the reply as a table without empty leading and trailing years, the zoom window the
 * visitor chose (kept when switching line/bar), the rows in that window (the table, the downloads and the
 * images show exactly those), and the ECharts option.
 */
export function useChartView(chart: ChartData, kind: ChartKind, seriesTypeId?: string | null) {
  const lang = useLanguage();
  const full = useMemo(() => trimEmptyYears(chartTable(chart)), [chart]);
  const [window, setWindow] = useState<readonly [number, number] | null>(null);
  const windowRef = useRef(window);
  windowRef.current = window;
  const display = valueDisplay(chart, seriesTypeId);
  const decimals = displayDecimals(
    display,
    chart.series.decimals,
    chart.yearOnYear || chart.type.computeType === 'yoy',
  );

  const option = useMemo(
    () =>
      chartOption({
        table: full,
        kind,
        display,
        decimals,
        unit: chart.unit,
        lang,
        zoom: true,
        window: windowRef.current ?? undefined,
      }),
    [full, kind, display, decimals, chart.unit, lang],
  );

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

  return { full, visible, empty: isEmptyTable(full), option, display, decimals, years, onWindow, lang };
}
