import {
  type ChartData,
  cityKindLabel,
  type Language,
  type ObservationStatus,
  observationLegend,
  observationStatuses,
  observationStatusLabel,
} from '@csp/contract';

/**
 * What travels with every chart download besides the figures (issue 16): the series' definition, source, licence
 * and a citation; each city's kind of area and the publisher's footnote; the meaning of the observation statuses.
 * `chart-files.ts` puts the per-value parts in columns (status, kind of area, footnote) and all of it on the
 * XLSX About sheet.
 */

/** A kind of area in the language of the file ('' for an economy's figures). */
export const kindOfAreaText = (kind: string | undefined, lang: Language): string =>
  cityKindLabel(kind, lang === 'zh' ? 'zh' : 'en');

/** Text without markup (a definition written in the rich-text editor), spaces folded. */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** The status of value i of a place, in the file's language ('' when none). */
export function statusText(chart: Pick<ChartData, 'flags'>, key: string, i: number, lang: Language): string {
  const flag = chart.flags?.[key]?.[i];
  return flag ? observationStatusLabel(flag, lang) : '';
}

/** The statuses a chart's values carry. */
function statusesOf(chart: Pick<ChartData, 'flags'>): ObservationStatus[] {
  const seen = new Set<ObservationStatus>();
  for (const list of Object.values(chart.flags ?? {})) for (const f of list) if (f) seen.add(f);
  return observationStatuses.filter((s) => seen.has(s));
}

/** The per-place columns of a download row: status of the value, kind of area, publisher's footnote. */
export const noteHeader = ['observation_status', 'kind_of_area', 'footnote'] as const;

export function noteCells(
  chart: Pick<ChartData, 'flags'>,
  place: ChartData['places'][number],
  i: number,
  lang: Language,
): string[] {
  const city = place.level === 'city';
  return [
    statusText(chart, place.key, i, lang),
    city ? kindOfAreaText(place.kindOfArea, lang) : '',
    city ? (place.footnote ?? '') : '',
  ];
}

/**
 * The notes of a download, as label and text lines in the file's language: definition, source, licence, citation,
 * each city's kind of area and footnote, and the legend of the statuses its values carry.
 */
export function fileNotes(
  chart: Pick<ChartData, 'series' | 'places' | 'flags'>,
  lang: Language,
  retrieved: Date,
  url: string,
): [string, string][] {
  const en = lang !== 'zh';
  const lines: [string, string][] = [];
  const definition = plainText(chart.series.definition ?? '');
  if (definition) lines.push([en ? 'Definition' : '定义', definition]);
  const name = `${chart.series.number} ${chart.series.name}`.trim();
  const day = retrieved.toISOString().slice(0, 10);
  lines.push([
    en ? 'Citation' : '引用',
    en
      ? `${chart.series.source || 'APEC City Statistics'}. ${name}. Retrieved ${day} from ${url}`
      : `${chart.series.source || 'APEC城市统计'}。${name}。${day} 获取自 ${url}`,
  ]);
  for (const place of chart.places) {
    if (place.level !== 'city') continue;
    const kind = kindOfAreaText(place.kindOfArea, lang);
    const parts = [kind, place.footnote ?? ''].filter(Boolean);
    if (parts.length) lines.push([place.label, parts.join(en ? ': ' : '：')]);
  }
  const statuses = statusesOf(chart);
  if (statuses.length) {
    for (const line of observationLegend(lang, statuses)) lines.push([en ? 'Observation status' : '观测状态', line]);
  }
  return lines;
}
