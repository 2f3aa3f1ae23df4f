import { type ChartPlace, dataUseLicence, type Language } from '@csp/contract';

/** What a JSON-stat dataset is made from: a chart reply or a place grid (places × years, one series). */
export interface GridView {
  years: readonly number[];
  places: readonly ChartPlace[];
  data: Record<string, readonly (number | null)[]>;
  unit: string;
  series: { id: string; number: string; name: string; decimals: number; source: string; licence: string };
  type: { id: string; code: string; name: string };
  yearOnYear?: boolean;
}

export interface JsonStatMeta {
  lang: Language;
  /** The stable URL the dataset was read from. */
  url: string;
  /** When the data was last published (or retrieved, when unknown). */
  updated: Date;
  /**
   * Sources of uploaded figures (issue 16): each names the places and years it is credited for instead of the
   * series' source; its note lines in the dataset's language.
   */
  uploadSources?: { sources: unknown[]; notes: string[]; publishers: string[] };
  /** A per-person view (issue 19): how its figures were computed, as note lines (label: text). */
  perPerson?: { notes: [string, string][] };
}

/** The JSON-stat 2.0 dataset (https://json-stat.org/full/) of a view. */
export interface JsonStatDataset {
  version: '2.0';
  class: 'dataset';
  href: string;
  label: string;
  source: string;
  updated: string;
  id: string[];
  size: number[];
  role: { time: string[]; geo: string[]; metric: string[] };
  dimension: Record<
    string,
    {
      label: string;
      category: {
        index: Record<string, number>;
        label?: Record<string, string>;
        unit?: Record<string, { label: string; decimals: number }>;
      };
    }
  >;
  value: (number | null)[];
  note: string[];
  extension: Record<string, unknown>;
}

const words = {
  en: { indicator: 'Indicator', place: 'Place', year: 'Year', yoy: 'year-on-year change (%)', perPerson: 'per person' },
  zh: { indicator: '指标', place: '地区', year: '年份', yoy: '同比增长率（%）', perPerson: '人均' },
} as const;

/**
 * A view as a JSON-stat 2.0 dataset: dimensions `indicator` (one category, with the unit: role metric),
 * `place` (role geo; city and economy keys as the chart uses them) and `year` (role time); values in row-major
 * order, null where there is no figure. The source, the licences and each place's level and economy go with it.
 */
export function toJsonStat(view: GridView, meta: JsonStatMeta): JsonStatDataset {
  const w = words[meta.lang];
  const indicator = `${view.series.number}-${view.type.code || view.type.id}`;
  const title = `${view.series.number} ${view.series.name} · ${view.type.name}${view.yearOnYear ? ` · ${w.yoy}` : ''}${meta.perPerson ? ` · ${w.perPerson}` : ''}`;
  const value: (number | null)[] = [];
  for (const place of view.places) {
    const row = view.data[place.key] ?? [];
    for (let i = 0; i < view.years.length; i++) value.push(row[i] ?? null);
  }
  const index = <T>(items: readonly T[], key: (item: T) => string) =>
    Object.fromEntries(items.map((item, i) => [key(item), i]));
  return {
    version: '2.0',
    class: 'dataset',
    href: meta.url,
    label: title,
    source: [view.series.source, ...(meta.uploadSources?.publishers ?? [])].filter(Boolean).join('; '),
    updated: meta.updated.toISOString(),
    id: ['indicator', 'place', 'year'],
    size: [1, view.places.length, view.years.length],
    role: { time: ['year'], geo: ['place'], metric: ['indicator'] },
    dimension: {
      indicator: {
        label: w.indicator,
        category: {
          index: { [indicator]: 0 },
          label: { [indicator]: title },
          unit: { [indicator]: { label: view.unit, decimals: view.series.decimals } },
        },
      },
      place: {
        label: w.place,
        category: {
          index: index(view.places, (p) => p.key),
          label: Object.fromEntries(view.places.map((p) => [p.key, p.label])),
        },
      },
      year: {
        label: w.year,
        category: {
          index: index(view.years, String),
          label: Object.fromEntries(view.years.map((y) => [String(y), String(y)])),
        },
      },
    },
    value,
    note: [
      view.series.licence,
      dataUseLicence[meta.lang],
      ...(meta.uploadSources?.notes ?? []),
      ...(meta.perPerson?.notes.map(([label, text]) => `${label}: ${text}`) ?? []),
    ].filter(Boolean),
    extension: {
      ...(meta.uploadSources?.sources.length ? { uploadSources: meta.uploadSources.sources } : {}),
      seriesId: view.series.id,
      typeId: view.type.id,
      ...(meta.perPerson ? { perPerson: true } : {}),
      licence: { source: view.series.licence, data: dataUseLicence[meta.lang] },
      places: Object.fromEntries(
        view.places.map((p) => [
          p.key,
          {
            level: p.level,
            cityId: p.cityId,
            countryId: p.countryId,
            countryCode: p.countryCode,
            economyLevelFallback: p.economyLevelFallback,
          },
        ]),
      ),
    },
  };
}
