import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';

/** Where the published source files are read at build time (never at run time). */
export const sharedDataDir = process.env.DEMO_SOURCE_DIR ?? path.resolve(import.meta.dirname, '../../../shared/data');
/** The committed demo dataset, for the checked Chinese city names. */
export const seedDataDir = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/data');

export interface Economy {
  iso3: string;
  en: string;
  zh: string;
}
export interface CitySeries {
  id: string;
  economy: string;
  en: string;
  zh: string;
  /** Population in thousands, 1950..2035 (one per year). */
  pop: number[];
}
/** Everything the drawings use, small enough to commit next to the media (media-data.json). */
export interface MediaData {
  economies: Economy[];
  /** The cities ever among the largest (by any year), with every year's population. */
  largest: CitySeries[];
  /** Every UN urban agglomeration in 2020: longitude, latitude, thousands, economy. */
  cities2020: [number, number, number, string][];
  /** Population of the economies' urban agglomerations (thousands) every 5 years 1950-2035. */
  economyTotals: { economy: string; pop: number[] }[];
  /** The ten largest US metropolitan areas by current-dollar GDP in 2022 (billions of US$). */
  metroGdp: { id: string; en: string; zh: string; gdp: number }[];
}

export const firstYear = 1950;
export const lastYear = 2035;

type Row = Record<string, string>;
const readCsv = (file: string): Row[] => parse(readFileSync(path.join(sharedDataDir, file)), { columns: true });

/** A sha256 of each input file, for the manifest. */
export function inputDigests(): Record<string, string> {
  const files = ['economies.csv', 'cities/un-wup2018-f22-long.csv', 'cities/bea-msa-long.csv'];
  return Object.fromEntries(
    files.map((f) => [
      f,
      createHash('sha256')
        .update(readFileSync(path.join(sharedDataDir, f)))
        .digest('hex'),
    ]),
  );
}

/** Chinese names checked by the demo dataset build, by source code ("UN-WUP:21671", "CBSA:35620"). */
function checkedChineseNames(): Map<string, string> {
  const cities: { nameEn: string; nameZh: string | null; codes: { scheme: string; code: string }[] }[] = JSON.parse(
    readFileSync(path.join(seedDataDir, 'cities.json'), 'utf8'),
  );
  const names = new Map<string, string>();
  for (const c of cities) {
    if (!c.nameZh || c.nameZh === c.nameEn) continue;
    for (const code of c.codes) names.set(`${code.scheme}:${code.code}`, c.nameZh);
  }
  return names;
}

const round = (n: number, digits = 3) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Reads the published files and keeps what the media show. */
export function extractMediaData(): MediaData {
  const zhNames = checkedChineseNames();
  const economies = readCsv('economies.csv').map((r) => ({
    iso3: r.iso3 as string,
    en: r.name_en as string,
    zh: r.name_zh as string,
  }));
  const years = lastYear - firstYear + 1;
  const wup = new Map<string, { economy: string; en: string; lng: number; lat: number; pop: number[] }>();
  for (const r of readCsv('cities/un-wup2018-f22-long.csv')) {
    const id = (r.city_id as string).replace('WUP2018:', '');
    let city = wup.get(id);
    if (!city) {
      city = {
        economy: r.economy_iso3 as string,
        en: r.city_name_en as string,
        lng: Number(r.longitude),
        lat: Number(r.latitude),
        pop: new Array(years).fill(0),
      };
      wup.set(id, city);
    }
    city.pop[Number(r.year) - firstYear] = Number(r.value);
  }
  const all = [...wup.entries()].map(([id, c]) => ({ id, ...c }));
  // Ever among the 15 largest in some year: enough for a ranking of 12 over the whole period.
  const ids = new Set<string>();
  for (let y = 0; y < years; y++) {
    for (const c of [...all].sort((a, b) => (b.pop[y] ?? 0) - (a.pop[y] ?? 0) || a.id.localeCompare(b.id)).slice(0, 15))
      ids.add(c.id);
  }
  const largest = all
    .filter((c) => ids.has(c.id))
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((c) => ({
      id: c.id,
      economy: c.economy,
      en: c.en,
      zh: zhNames.get(`UN-WUP:${c.id}`) ?? c.en,
      pop: c.pop.map((p) => round(p)),
    }));
  const y2020 = 2020 - firstYear;
  const cities2020 = all
    .sort((a, b) => (b.pop[y2020] ?? 0) - (a.pop[y2020] ?? 0) || a.id.localeCompare(b.id))
    .map(
      (c) =>
        [round(c.lng, 2), round(c.lat, 2), Math.round(c.pop[y2020] ?? 0), c.economy] as [
          number,
          number,
          number,
          string,
        ],
    );
  const economyTotals = economies
    .map((e) => ({
      economy: e.iso3,
      pop: Array.from({ length: (lastYear - firstYear) / 5 + 1 }, (_, i) =>
        Math.round(all.filter((c) => c.economy === e.iso3).reduce((sum, c) => sum + (c.pop[i * 5] ?? 0), 0)),
      ),
    }))
    .filter((e) => e.pop.some((p) => p > 0));

  const gdp = new Map<string, { en: string; gdp: number }>();
  for (const r of readCsv('cities/bea-msa-long.csv')) {
    if (r.indicator !== 'gdp_current_dollars' || r.year !== '2022') continue;
    gdp.set((r.city_id as string).replace('CBSA:', ''), { en: r.city_name_en as string, gdp: Number(r.value) / 1e6 });
  }
  const metroGdp = [...gdp.entries()]
    .sort((a, b) => b[1].gdp - a[1].gdp || a[0].localeCompare(b[0]))
    .slice(0, 10)
    .map(([id, m]) => ({ id, en: m.en, zh: zhNames.get(`CBSA:${id}`) ?? '', gdp: round(m.gdp, 1) }));
  return { economies, largest, cities2020, economyTotals, metroGdp };
}
