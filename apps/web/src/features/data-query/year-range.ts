import { limits } from '@csp/contract/core';

/** The first year a picker offers (SPEC §9: the city chart starts in 1960). */
export const FIRST_YEAR = limits.chartStartYear;

/** Years a search panel starts with (SPEC §9: the last 10 years, current year minus 9 to the current year). */
export function defaultYearRange(now: Date = new Date()): { from: number; to: number } {
  const to = now.getFullYear();
  return { from: to - 9, to };
}

/** Every year a picker can offer, oldest first. */
export function pickerYears(now: Date = new Date()): number[] {
  const last = now.getFullYear();
  return Array.from({ length: last - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
}

/** SPEC §2: the start-year picker disables the years after the end year. */
export function isStartYearDisabled(year: number, end: number | undefined): boolean {
  return end !== undefined && year > end;
}

/** SPEC §2: the end-year picker disables the years up to and including the start year. */
export function isEndYearDisabled(year: number, start: number | undefined): boolean {
  return start !== undefined && year <= start;
}

export type YearProblem = 'startTimeLessEnd' | 'yearRequired';

/** SPEC §5: an end year earlier than the start year is refused with `client.startTimeLessEnd`. */
export function checkYears(from: number | undefined, to: number | undefined): YearProblem | null {
  if (from === undefined || to === undefined) return 'yearRequired';
  if (to < from) return 'startTimeLessEnd';
  return null;
}
