import { type ChartData, dataUseLicence, type Language } from '@csp/contract';
import ExcelJS from 'exceljs';
import { fileNotes, noteCells, noteHeader } from './chart-file-notes.js';
import type { PerPersonView } from './per-person-files.js';
import { creditFinder, creditNotes, sourceLine, type UploadCredit } from './upload-credits.js';

/** The platform's data-use licence (SPEC §1), carried by every download: the one text of the contract. */
export { dataUseLicence };

const header = [
  'place',
  'level',
  'economy_code',
  'economy',
  'requested_city_id',
  'requested_city',
  'series_number',
  'series',
  'statistical_type',
  'year',
  'value',
  'unit',
  'source',
  'licence',
  'retrieved',
  ...noteHeader,
] as const;

/**
 * A chart as a download reads it: the reply's chart (`ChartData`, `data` keyed by place), or the computed chart
 * itself (`chart.service.ts` `computed`: `data` a list of place key and values, never serialized and parsed back).
 */
export type FileChart = Omit<ChartData, 'data'> & {
  data: ChartData['data'] | ReadonlyArray<readonly [key: string, values: readonly (number | null)[] | string]>;
};

/** A place's values by year in either form of `data`. */
function valuesOf(chart: FileChart, key: string): readonly (number | null)[] {
  const data = chart.data;
  if (!Array.isArray(data)) return (data as ChartData['data'])[key] ?? [];
  for (const [k, values] of data as Extract<FileChart['data'], readonly unknown[]>) {
    if (k === key) return typeof values === 'string' ? (JSON.parse(values) as (number | null)[]) : values;
  }
  return [];
}

export interface FileMeta {
  lang: Language;
  retrieved: Date;
  url: string;
  /** Sources of uploaded figures (issue 16): credited on their places' and years' rows instead of the series'. */
  credits?: readonly UploadCredit[];
  /**
   * A per-person view (issue 19, `pp=1`; the chart given is the divided one): a figure without a population of
   * its year keeps its row with an empty value, each row says how it was computed, the About sheet too.
   */
  perPerson?: Pick<PerPersonView, 'raw' | 'method' | 'notes'>;
}

/** The header of a file: a per-person view adds the computation column. */
const headerOf = (meta: FileMeta): string[] => [...header, ...(meta.perPerson ? ['computation'] : [])];

/**
 * One row per place and year with a value; every row names its source, unit, licence and retrieval date, its
 * economy (city rows too) and, for a city asked for, that city (economy-level figures shown for it too).
 */
function rows(chart: FileChart, meta: FileMeta): (string | number)[][] {
  const retrieved = meta.retrieved.toISOString();
  const licence = [chart.series.licence, dataUseLicence[meta.lang]].filter(Boolean).join(' | ');
  const creditOf = creditFinder(meta.credits ?? []);
  const out: (string | number)[][] = [];
  for (const place of chart.places) {
    const values = valuesOf(chart, place.key);
    const raw = meta.perPerson?.raw[place.key];
    const method = meta.perPerson?.method(place);
    const economy = meta.lang === 'zh' ? place.nameZh : place.nameEn;
    for (const [i, year] of chart.years.entries()) {
      const value = values[i];
      const empty = value === null || value === undefined;
      // Per person: a published figure without a population figure of its year is an empty cell, not dropped.
      if (empty && (raw?.[i] === null || raw?.[i] === undefined)) continue;
      const credit = creditOf(place.key, year);
      out.push([
        place.label,
        place.level,
        place.countryCode,
        place.level === 'economy' ? economy : (place.economyName ?? ''),
        place.cityId ?? '',
        place.level === 'city' ? place.name : (place.requestedCityName ?? ''),
        chart.series.number,
        chart.series.name,
        chart.type.name,
        year,
        empty ? '' : value,
        chart.unit,
        credit ? sourceLine(credit.source) : chart.series.source,
        credit ? [credit.source.licence, dataUseLicence[meta.lang]].filter(Boolean).join(' | ') : licence,
        retrieved,
        ...noteCells(chart, place, i, meta.lang),
        ...(method === undefined ? [] : [method]),
      ]);
    }
  }
  return out;
}

function csvField(v: string | number): string {
  if (typeof v === 'number') return String(v);
  const safe = /^[=+@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The chart as CSV (UTF-8 with BOM so spreadsheet programs read Chinese names). */
export function chartCsv(chart: FileChart, meta: FileMeta): string {
  const lines = [headerOf(meta).join(','), ...rows(chart, meta).map((r) => r.map(csvField).join(','))];
  return `\ufeff${lines.join('\r\n')}\r\n`;
}

/** The chart as XLSX: a Data sheet like the CSV and an About sheet with the terms. */
export async function chartXlsx(chart: FileChart, meta: FileMeta): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'APEC City Statistics';
  book.created = meta.retrieved;
  const data = book.addWorksheet('Data');
  data.addRow(headerOf(meta));
  data.getRow(1).font = { bold: true };
  for (const r of rows(chart, meta)) data.addRow(r);
  const about = book.addWorksheet('About');
  const en = meta.lang !== 'zh';
  about.addRows([
    [en ? 'Series' : '指标', `${chart.series.number} ${chart.series.name}`],
    [en ? 'Statistical type' : '统计类型', chart.type.name],
    [en ? 'Unit' : '单位', chart.unit],
    [en ? 'Source' : '来源', chart.series.source],
    [en ? 'Source licence' : '来源许可', chart.series.licence],
    [en ? 'Licence' : '许可', dataUseLicence[meta.lang]],
    [en ? 'Retrieved' : '获取时间', meta.retrieved.toISOString()],
    [en ? 'URL' : '网址', meta.url],
    ...fileNotes(chart, meta.lang, meta.retrieved, meta.url),
    ...creditNotes(meta.credits ?? [], chart, meta.lang),
    ...(meta.perPerson?.notes ?? []),
    [
      en ? 'Note' : '说明',
      en
        ? 'Rows of level "economy" are economy-level (national) figures, also when a city was asked for.'
        : '层级为 "economy" 的行是经济体层面（全国）数据，即使查询的是城市。',
    ],
  ]);
  about.getColumn(1).width = 18;
  about.getColumn(2).width = 100;
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** A download file name such as `series-1100-1960-2023.csv` (`…-per-person.csv` for a per-person view). */
export const chartFileName = (chart: FileChart, ext: 'csv' | 'xlsx' | 'json', perPerson = false) =>
  `series-${chart.series.number}-${chart.requestParams.startYear}-${chart.requestParams.endYear}${chart.yearOnYear ? '-yoy' : ''}${perPerson ? '-per-person' : ''}.${ext}`;
