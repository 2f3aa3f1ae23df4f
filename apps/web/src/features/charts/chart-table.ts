import type { ChartData, ObservationStatus } from '@csp/contract/core';

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
  /** The source's status of each value (projection, estimate...), aligned with `values`; absent or null: none. */
  flags?: (ObservationStatus | null)[];
}

/** A chart's figures as a table: a row per year, a column per place. */
export interface ChartTable {
  columns: TableColumn[];
  rows: TableRow[];
}

/** The chart reply as a table, every year of the reply, places in the order the server gives them. */
export function chartTable(chart: Pick<ChartData, 'places' | 'data' | 'years' | 'flags'>): ChartTable {
  const columns = chart.places.map((place) => ({
    key: place.key,
    label: place.label,
    level: place.level,
    economyLevelFallback: place.economyLevelFallback,
  }));
  const rows = chart.years.map((year, i) => ({
    year,
    values: columns.map((column) => chart.data[column.key]?.[i] ?? null),
    ...(chart.flags ? { flags: columns.map((column) => chart.flags?.[column.key]?.[i] ?? null) } : {}),
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
  labels: { year: string; unit: string; source: string; licence: string; status?: string };
  /** The meaning of each status letter, written under the table when some value carries one. */
  statusLegend?: readonly string[];
  /** The one-letter flag of a status (observationStatusText). */
  flagOf?: (status: ObservationStatus) => string;
}

/** The statuses the table's values carry, each once. */
export function tableStatuses(table: ChartTable): ObservationStatus[] {
  const seen = new Set<ObservationStatus>();
  for (const row of table.rows) for (const f of row.flags ?? []) if (f) seen.add(f);
  return [...seen];
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
  // A place whose values carry a status gets a status column of its own next to its figures (letters).
  const flagged = table.columns.map((_, i) => table.rows.some((row) => row.flags?.[i]));
  const statusHead = meta.labels.status ?? 'status';
  const flagOf = meta.flagOf ?? ((s: ObservationStatus) => s);
  const lines: (string | number | null)[][] = [
    [
      meta.labels.year,
      ...table.columns.flatMap((c, i) => (flagged[i] ? [c.label, `${c.label} (${statusHead})`] : [c.label])),
    ],
    ...table.rows.map((row) => [
      row.year,
      ...row.values.flatMap((v, i) => {
        const flag = row.flags?.[i];
        return flagged[i] ? [v, flag ? flagOf(flag) : null] : [v];
      }),
    ]),
    [],
    [meta.title],
    [meta.labels.unit, meta.unit],
    [meta.labels.source, meta.source],
    [meta.labels.licence, meta.licence],
    ...(flagged.some(Boolean) ? (meta.statusLegend ?? []).map((line) => [statusHead, line]) : []),
  ];
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}
