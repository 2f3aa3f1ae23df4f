import type { ChartData } from '@csp/contract';

/** One place of a chart: its legend text and whether the figures are its economy's (SPEC: say so). */
export interface TableColumn {
  key: string;
  label: string;
  level: 'city' | 'economy';
  /** A city was asked for, but the figures are its economy's. */
  economyLevelFallback: boolean;
}

export interface TableRow {
  year: number;
  values: (number | null)[];
}

/** A chart's figures as a table: a row per year, a column per place. */
export interface ChartTable {
  columns: TableColumn[];
  rows: TableRow[];
}

/** The chart reply as a table, every year of the reply, places in the order the server gives them. */
export function chartTable(chart: Pick<ChartData, 'places' | 'data' | 'years'>): ChartTable {
  const columns = chart.places.map((place) => ({
    key: place.key,
    label: place.label,
    level: place.level,
    economyLevelFallback: place.economyLevelFallback,
  }));
  const rows = chart.years.map((year, i) => ({
    year,
    values: columns.map((column) => chart.data[column.key]?.[i] ?? null),
  }));
  return { columns, rows };
}

const hasValue = (row: TableRow) => row.values.some((v) => v !== null);

/**
 * Without the leading and trailing years where no place has a figure (a range reaching the current year
 * usually ends before the latest published year). Empty years inside the range stay, as gaps.
 */
export function trimEmptyYears(table: ChartTable): ChartTable {
  const first = table.rows.findIndex(hasValue);
  if (first < 0) return { ...table, rows: [] };
  const last = table.rows.findLastIndex(hasValue);
  return { ...table, rows: table.rows.slice(first, last + 1) };
}

/** The rows between two years, both included (the zoom window of a chart). */
export function yearWindow(table: ChartTable, from: number, to: number): ChartTable {
  return { ...table, rows: table.rows.filter((row) => row.year >= from && row.year <= to) };
}

export function isEmptyTable(table: ChartTable): boolean {
  return table.columns.length === 0 || !table.rows.some(hasValue);
}

export interface CsvMeta {
  title: string;
  unit: string;
  source: string;
  licence: string;
  labels: { year: string; unit: string; source: string; licence: string };
}

function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The table as CSV, exactly as shown: a header row, a row per year with the raw figures (empty where there is
 * none), then the title, unit, source and licence. Text that a spreadsheet would run as a formula is quoted.
 */
export function tableCsv(table: ChartTable, meta: CsvMeta): string {
  const lines = [
    [meta.labels.year, ...table.columns.map((c) => c.label)],
    ...table.rows.map((row) => [row.year, ...row.values]),
    [],
    [meta.title],
    [meta.labels.unit, meta.unit],
    [meta.labels.source, meta.source],
    [meta.labels.licence, meta.licence],
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
