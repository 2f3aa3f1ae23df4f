import type { PlaceTableRow } from '@csp/contract/core';
import type { TableSort } from '../query-state';

/** Which places the table lists. */
export type TableLevel = 'city' | 'economy' | 'all';

/** One line of the table, with what it sorts and filters on worked out once. */
export interface TableLine {
  key: string;
  level: 'city' | 'economy';
  name: string;
  countryId: string;
  countryCode: string;
  economy: string;
  startYear: number | null;
  start: number | null;
  endYear: number | null;
  end: number | null;
  /** Last figure minus first (null with one figure only). */
  change: number | null;
  /** The change in percent of the first figure (null when that is 0 or missing). */
  pct: number | null;
}

/** The lines of a table reply; `economyName` names a city's economy in the language shown. */
export function tableLines(rows: readonly PlaceTableRow[], economyName: (countryId: string) => string): TableLine[] {
  return rows.map((row) => {
    const { place } = row;
    const two = row.startValue !== null && row.endValue !== null && row.startYear !== row.endYear;
    // Twelve significant digits: 274.612 − 274.6 is 0.012, not 0.012000000000000455.
    const change = two ? Number(((row.endValue as number) - (row.startValue as number)).toPrecision(12)) : null;
    const pct = change !== null && row.startValue !== 0 ? (change / Math.abs(row.startValue as number)) * 100 : null;
    return {
      key: place.key,
      level: place.level,
      name: place.name,
      countryId: place.countryId,
      countryCode: place.countryCode,
      economy: place.level === 'economy' ? place.name : economyName(place.countryId) || place.countryCode,
      startYear: row.startYear,
      start: row.startValue,
      endYear: row.endYear,
      end: row.endValue,
      change,
      pct,
    };
  });
}

/** The lines of one level and, when given, one economy (its own line and its cities'). */
export function filterLines(lines: readonly TableLine[], level: TableLevel, countryId?: string): TableLine[] {
  return lines.filter(
    (line) => (level === 'all' || line.level === level) && (countryId === undefined || line.countryId === countryId),
  );
}

const collators = new Map<string, Intl.Collator>();
function collator(lang: string): Intl.Collator {
  let found = collators.get(lang);
  if (!found) {
    // Chinese names in pinyin order, as the selectors list them.
    found = new Intl.Collator(lang === 'zh' ? 'zh-CN-u-co-pinyin' : 'en', { sensitivity: 'base', numeric: true });
    collators.set(lang, found);
  }
  return found;
}

/**
 * The lines in a sort order: by name, or by a figure with places that lack it last whatever the direction
 * (ties by name), so a descending sort starts with the largest figure, never with the blanks.
 */
export function sortLines(lines: readonly TableLine[], sort: TableSort, lang: string): TableLine[] {
  const descending = sort.startsWith('-');
  const column = (descending ? sort.slice(1) : sort) as 'name' | 'value' | 'change' | 'pct';
  const names = collator(lang);
  const byName = (a: TableLine, b: TableLine) => names.compare(a.name, b.name) || a.key.localeCompare(b.key);
  const figure = (line: TableLine) => (column === 'value' ? line.end : column === 'change' ? line.change : line.pct);
  return [...lines].sort((a, b) => {
    if (column === 'name') return descending ? byName(b, a) : byName(a, b);
    const x = figure(a);
    const y = figure(b);
    if (x === null || y === null) return x === y ? byName(a, b) : x === null ? 1 : -1;
    return (descending ? y - x : x - y) || byName(a, b);
  });
}

/** The next sort when a column header is pressed: figures start descending, names ascending; again flips. */
export function nextSort(current: TableSort, column: 'name' | 'value' | 'change' | 'pct'): TableSort {
  if (current === column) return `-${column}` as TableSort;
  if (current === `-${column}`) return column;
  return column === 'name' ? 'name' : (`-${column}` as TableSort);
}

/** One page of lines: `page` counts from 1 and is kept within the pages there are. */
export function pageOf<T>(lines: readonly T[], page: number, size: number) {
  const pages = Math.max(1, Math.ceil(lines.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), pages);
  return { pages, page: current, items: lines.slice((current - 1) * size, current * size) };
}

/** A CSV cell: text quoted (quotes doubled), and text a spreadsheet would run as a formula made plain text. */
function cell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replace(/"/g, '""')}"`;
}

export interface CsvHeadings {
  place: string;
  level: string;
  economy: string;
  code: string;
  startYear: string;
  start: string;
  endYear: string;
  end: string;
  change: string;
  pct: string;
  levelName: (level: 'city' | 'economy') => string;
}

/**
 * The lines as CSV (RFC 4180, CRLF, with a byte-order mark so spreadsheets read Chinese names), figures in
 * full precision, then the source, unit and licence as the chart files carry them.
 */
export function tableCsv(lines: readonly TableLine[], h: CsvHeadings, notes: readonly [string, string][]): string {
  const head = [h.place, h.level, h.economy, h.code, h.startYear, h.start, h.endYear, h.end, h.change, h.pct];
  const out = [head.map(cell).join(',')];
  for (const l of lines) {
    const pct = l.pct === null ? null : Math.round(l.pct * 1e6) / 1e6;
    out.push(
      [l.name, h.levelName(l.level), l.economy, l.countryCode, l.startYear, l.start, l.endYear, l.end, l.change, pct]
        .map(cell)
        .join(','),
    );
  }
  if (notes.length > 0) out.push('', ...notes.map(([k, v]) => `${cell(k)},${cell(v)}`));
  return `\uFEFF${out.join('\r\n')}\r\n`;
}
