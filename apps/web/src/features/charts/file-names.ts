import type { ChartData } from '@csp/contract/core';

/** A download name such as `series-1100-2017-2023-yoy.png`, matching the server's CSV and XLSX names. */
export function chartFileName(chart: Pick<ChartData, 'series' | 'yearOnYear'>, from: number, to: number, ext: string) {
  const number = chart.series.number.replace(/[^\w-]/g, '') || 'chart';
  return `series-${number}-${from}-${to}${chart.yearOnYear ? '-yoy' : ''}.${ext}`;
}
