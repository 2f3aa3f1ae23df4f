import type { ChartData, Language, UploadSource } from '@csp/contract';
import { and, between, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dataValues, uploads } from '../../db/schema/index.js';
import type { DatedPlace } from './publication-dates.repository.js';

/**
 * The sources of uploaded figures (issue 16): an upload may name its own source and licence (`uploads.source`);
 * its published values keep the upload's id, so the public side credits that source for the places and years
 * whose published figures came from it, and the series' source for the rest. Values of any statistical type of
 * the series count (a computed type is made from the stored ones). Only published values: a source is never shown
 * before its figures are.
 */
export interface UploadCredit {
  uploadId: string;
  source: UploadSource;
  /** Place key → the years (ascending) whose published figure came from this upload. */
  years: Map<string, number[]>;
}

/** Places held for one publication version at most this many queries at a time. */
const heldQueries = 1000;

export function uploadCreditsRepository(db: Db) {
  return {
    async credits(seriesId: number, places: readonly DatedPlace[], from: number, to: number): Promise<UploadCredit[]> {
      const cityIds = places.flatMap((p) => (p.cityId ? [p.cityId] : []));
      const economyIds = places.flatMap((p) => (p.cityId ? [] : [p.countryId]));
      const which: SQL[] = [];
      if (cityIds.length) which.push(inArray(dataValues.cityId, cityIds));
      if (economyIds.length)
        which.push(and(isNull(dataValues.cityId), inArray(dataValues.countryId, economyIds)) as SQL);
      if (!which.length) return [];
      const rows = await db
        .selectDistinct({
          cityId: dataValues.cityId,
          countryId: dataValues.countryId,
          year: dataValues.year,
          uploadId: uploads.id,
          source: uploads.source,
        })
        .from(dataValues)
        .innerJoin(uploads, eq(uploads.id, dataValues.uploadId))
        .where(
          and(
            eq(dataValues.seriesId, seriesId),
            eq(dataValues.status, 'published'),
            isNotNull(uploads.source),
            between(dataValues.year, from, to),
            or(...which),
          ),
        );
      const byPlace = new Map<string, string[]>();
      for (const p of places) {
        const at = p.cityId ? `c${p.cityId}` : `e${p.countryId}`;
        byPlace.set(at, [...(byPlace.get(at) ?? []), p.key]);
      }
      const credits = new Map<string, UploadCredit>();
      for (const r of rows) {
        if (!r.source?.publisher) continue;
        const id = String(r.uploadId);
        let credit = credits.get(id);
        if (!credit) {
          credit = { uploadId: id, source: r.source, years: new Map() };
          credits.set(id, credit);
        }
        for (const key of byPlace.get(r.cityId ? `c${r.cityId}` : `e${r.countryId}`) ?? []) {
          credit.years.set(key, [...(credit.years.get(key) ?? []), r.year]);
        }
      }
      const out = [...credits.values()].sort((a, b) => Number(a.uploadId) - Number(b.uploadId));
      for (const c of out) for (const list of c.years.values()) list.sort((a, b) => a - b);
      return out;
    },
  };
}
export type UploadCreditsRepository = ReturnType<typeof uploadCreditsRepository>;

/** The credits of a chart's places and years, held per publication version (one query per view and version). */
export function uploadCreditsService(repo: UploadCreditsRepository) {
  let heldVersion = -1;
  const held = new Map<string, Promise<UploadCredit[]>>();
  return {
    of(version: number, chart: Pick<ChartData, 'places' | 'series' | 'years'>): Promise<UploadCredit[]> {
      if (version !== heldVersion) {
        held.clear();
        heldVersion = version;
      }
      const from = chart.years[0];
      const to = chart.years[chart.years.length - 1];
      if (from === undefined || to === undefined) return Promise.resolve([]);
      const places: DatedPlace[] = chart.places.map((p) => ({
        key: p.key,
        cityId: p.level === 'city' && p.cityId ? Number(p.cityId) : null,
        countryId: Number(p.countryId),
      }));
      const key = `${chart.series.id}|${from}|${to}|${places.map((p) => `${p.key}:${p.cityId ?? ''}:${p.countryId}`).join(',')}`;
      let found = held.get(key);
      if (!found) {
        if (held.size >= heldQueries) held.clear();
        found = repo.credits(Number(chart.series.id), places, from, to);
        held.set(key, found);
        found.catch(() => held.delete(key));
      }
      return found;
    },
  };
}
export type UploadCreditsService = ReturnType<typeof uploadCreditsService>;

/** The credit of one figure: the upload whose source it carries, or undefined (the series' source). */
export function creditFinder(credits: readonly UploadCredit[]) {
  const at = new Map<string, UploadCredit>();
  for (const c of credits) for (const [key, years] of c.years) for (const y of years) at.set(`${key}|${y}`, c);
  return (key: string, year: number) => at.get(`${key}|${year}`);
}

/** A source as one line: publisher, title, address. */
export function sourceLine(source: UploadSource): string {
  return [source.publisher, source.title].filter(Boolean).join(', ') + (source.url ? ` (${source.url})` : '');
}

/** Years as runs: 2001-2003, 2005. */
export function yearRuns(years: readonly number[]): string {
  const runs: string[] = [];
  let start: number | undefined;
  let prev: number | undefined;
  const close = () => {
    if (start === undefined || prev === undefined) return;
    runs.push(start === prev ? String(start) : `${start}-${prev}`);
  };
  for (const y of years) {
    if (prev !== undefined && y === prev + 1) {
      prev = y;
      continue;
    }
    close();
    start = y;
    prev = y;
  }
  close();
  return runs.join(', ');
}

/** The note lines of a download naming each upload's source for its places and years, in the file's language. */
export function creditNotes(
  credits: readonly UploadCredit[],
  chart: Pick<ChartData, 'places'>,
  lang: Language,
): [string, string][] {
  const en = lang !== 'zh';
  const label = new Map(chart.places.map((p) => [p.key, p.label]));
  return credits.map((c) => {
    const where = [...c.years]
      .map(([key, years]) => `${label.get(key) ?? key} ${yearRuns(years)}`)
      .join(en ? '; ' : '；');
    const licence = c.source.licence ? (en ? `; licence: ${c.source.licence}` : `；许可：${c.source.licence}`) : '';
    return [en ? 'Source of uploaded figures' : '上传数据来源', `${sourceLine(c.source)}${licence} — ${where}`];
  });
}

/** A citation of one upload's source (publisher, title, address, publication's years). */
export function creditCitation(source: UploadSource, lang: Language): string {
  const title = source.title || (lang === 'zh' ? '上传数据' : 'Uploaded figures');
  if (lang === 'zh') return `${source.publisher}。${title}。${source.url ? `获取自 ${source.url}` : ''}`.trim();
  return `${source.publisher}. ${title}.${source.url ? ` Retrieved from ${source.url}` : ''}`;
}

/** The credits as a JSON-stat dataset carries them (`json-stat.ts` `JsonStatMeta.uploadSources`). */
export function jsonStatCredits(credits: readonly UploadCredit[], chart: Pick<ChartData, 'places'>, lang: Language) {
  return {
    sources: credits.map((c) => ({ ...c.source, places: Object.fromEntries(c.years) })),
    notes: creditNotes(credits, chart, lang).map(([label, text]) => `${label}: ${text}`),
    publishers: credits.map((c) => c.source.publisher),
  };
}
