import {
  type ChartData,
  type ChartQuery,
  dataUseLicence,
  type Language,
  observationStatuses,
  type ViewSources,
} from '@csp/contract';
import type { ChartService } from './chart.service.js';
import { kindOfAreaText } from './chart-file-notes.js';
import type { DatedPlace, PublicationDatesRepository } from './publication-dates.repository.js';
import {
  creditCitation,
  creditFinder,
  type UploadCredit,
  type UploadCreditsService,
  yearRuns,
} from './upload-credits.js';

/** Dates held for one publication version at most this many (series × places) at a time. */
const heldDates = 1000;

/**
 * The Sources tab of a view and the JSON-stat `updated` of a series (issue 19): the series' definition, unit,
 * source, licences and a citation, each place's kind of area, footnote and last publication, the observation statuses
 * the view carries. Dates come from the database once per publication version and query.
 */
export function viewSourcesService(
  chart: ChartService,
  dates: PublicationDatesRepository,
  credits: UploadCreditsService,
) {
  let datesVersion = -1;
  const held = new Map<string, Promise<Map<string, Date | null>>>();

  function lastPublished(version: number, seriesId: string, places?: readonly DatedPlace[]) {
    if (version !== datesVersion) {
      held.clear();
      datesVersion = version;
    }
    const key = `${seriesId}|${places?.map((p) => p.key).join(',') ?? '*'}`;
    let found = held.get(key);
    if (!found) {
      if (held.size >= heldDates) held.clear();
      found = dates.lastPublished(Number(seriesId), places);
      held.set(key, found);
      found.catch(() => held.delete(key));
    }
    return found;
  }

  const datedPlaces = (chart: Pick<ChartData, 'places'>): DatedPlace[] =>
    chart.places.map((p) => ({
      key: p.key,
      cityId: p.level === 'city' && p.cityId ? Number(p.cityId) : null,
      countryId: Number(p.countryId),
    }));

  return {
    /** When the series was last published (any place), or null when no published value carries a date. */
    async seriesUpdated(version: number, seriesId: string): Promise<Date | null> {
      return (await lastPublished(version, seriesId)).get('') ?? null;
    },

    /** When the places of a chart were last published (the latest of them), or null. */
    async chartUpdated(version: number, data: Pick<ChartData, 'places' | 'series'>): Promise<Date | null> {
      const found = await lastPublished(version, data.series.id, datedPlaces(data));
      return latest([...found.values()]);
    },

    /** The Sources tab of a chart query; `dataUrl` is the view's stable JSON-stat URL (cited). */
    async sources(query: ChartQuery, lang: Language, version: number, dataUrl: string): Promise<ViewSources> {
      const data = await chart.chart(query, { lang, yoy: false }, version);
      const [found, uploaded] = await Promise.all([
        lastPublished(version, data.series.id, datedPlaces(data)),
        credits.of(version, data),
      ]);
      const updated = latest([...found.values()]);
      const label = new Map(data.places.map((p) => [p.key, p.label]));
      const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
      const carried = new Set(Object.values(data.flags ?? {}).flat());
      const name = `${data.series.number} ${data.series.name}`.trim();
      return {
        series: {
          id: data.series.id,
          number: data.series.number,
          name: data.series.name,
          definition: data.series.definition ?? '',
          source: data.series.source,
          licence: data.series.licence,
        },
        type: data.type,
        unit: data.unit,
        dataLicence: dataUseLicence[lang],
        citation: citation(lang, data.series.source, `${name} — ${data.type.name}`, updated, dataUrl),
        dataUrl,
        lastPublished: iso(updated),
        places: data.places.map((p) => ({
          key: p.key,
          label: p.label,
          level: p.level,
          kindOfArea: p.level === 'city' ? kindOfAreaText(p.kindOfArea, lang) : '',
          footnote: p.level === 'city' ? (p.footnote ?? '') : '',
          lastPublished: iso(found.get(p.key)),
        })),
        statuses: observationStatuses.filter((s) => carried.has(s)),
        seriesSourceUsed: seriesSourceUsed(data, uploaded),
        uploadSources: uploaded.map((c) => ({
          ...c.source,
          citation: creditCitation(c.source, lang),
          places: [...c.years].map(([key, years]) => ({ key, label: label.get(key) ?? key, years: yearRuns(years) })),
        })),
      };
    },
  };
}
export type ViewSourcesService = ReturnType<typeof viewSourcesService>;

/** Whether some figure of the view is credited to the series' own source (no upload naming a source holds it). */
function seriesSourceUsed(data: Pick<ChartData, 'data' | 'years'>, uploaded: readonly UploadCredit[]): boolean {
  if (uploaded.length === 0) return true;
  const creditOf = creditFinder(uploaded);
  for (const [key, values] of Object.entries(data.data)) {
    for (let i = 0; i < values.length; i++) {
      if (values[i] !== null && values[i] !== undefined && !creditOf(key, data.years[i] as number)) return true;
    }
  }
  return false;
}

function latest(dates: readonly (Date | null)[]): Date | null {
  let best: Date | null = null;
  for (const d of dates) if (d && (!best || d > best)) best = d;
  return best;
}

/** The citation of a view, in the language of the request (the source, the title, the publication date, the URL). */
export function citation(lang: Language, source: string, title: string, updated: Date | null, url: string): string {
  const day = updated ? updated.toISOString().slice(0, 10) : '';
  if (lang === 'zh') {
    return `${source || 'APEC城市统计'}。${title}。${day ? `${day} 发布。` : ''}获取自 ${url}`;
  }
  return `${source || 'APEC City Statistics'}. ${title}. ${day ? `Last published ${day}. ` : ''}Retrieved from ${url}`;
}
