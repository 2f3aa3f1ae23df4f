/** The performance mark the bundle benchmark reads: the first chart of the page has been drawn. */
export const FIRST_CHART_MARK = 'csp:first-chart';

export function markFirstChart(): void {
  if (typeof performance === 'undefined' || typeof performance.mark !== 'function') return;
  if (performance.getEntriesByName(FIRST_CHART_MARK).length === 0) performance.mark(FIRST_CHART_MARK);
}
