/**
 * Rebuilds the committed demo dataset (apps/server/src/db/seed/data/) from the published source files in
 * <repo>/../shared/data (or $SHARED_DATA_DIR). Deterministic: re-running gives byte-identical files.
 *
 *   npx tsx scripts/demo-data/build.ts
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminRegionsZh, unreliableAdminRegion } from './admin-regions-zh.js';
import { cityNamesZh, excludedCities } from './city-names-zh.js';
import { chainIndex, parseNumber, ratio } from './compute.js';
import { describeCity } from './describe-city.js';
import { indicators } from './series-defs.js';
import { seriesJson } from './series-json.js';
import { type EconomyValues, readCsv, readStoredValues } from './source-files.js';
import { sourcesMarkdown } from './sources-md.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.resolve(process.env.SHARED_DATA_DIR ?? path.join(repoRoot, '../shared/data'));
const outDir = path.join(repoRoot, 'apps/server/src/db/seed/data');

interface EconomyJson {
  code: string;
  iso2: string;
  nameEn: string;
  nameZh: string;
  sort: number;
}

interface CityJson {
  key: string;
  economy: string;
  nameEn: string;
  nameZh: string;
  adminName: string | null;
  lat: number;
  lng: number;
  capital: string;
  population: number | null;
  descriptionEn: string;
  descriptionZh: string;
}

const own = (record: object, key: string) => Object.hasOwn(record, key);

function fail(problems: string[]): void {
  if (problems.length) throw new Error(`demo data build failed:\n  ${problems.join('\n  ')}`);
}

function buildEconomies(): EconomyJson[] {
  const economies = readCsv(dataDir, 'economies.csv').map((r, i) => ({
    code: r.iso3 ?? '',
    iso2: r.iso2 ?? '',
    nameEn: r.name_en ?? '',
    nameZh: r.name_zh ?? '',
    sort: i + 1,
  }));
  const problems = economies
    .filter((e) => !/^[A-Z]{3}$/.test(e.code) || !/^[A-Z]{2}$/.test(e.iso2) || !e.nameEn || !e.nameZh)
    .map((e) => `economies.csv: incomplete row ${JSON.stringify(e)}`);
  if (new Set(economies.map((e) => e.code)).size !== 21 || economies.length !== 21) {
    problems.push(`economies.csv: expected 21 distinct economies, got ${economies.length}`);
  }
  fail(problems);
  return economies;
}

function buildCities(economies: readonly EconomyJson[]): CityJson[] {
  const rows = readCsv(dataDir, 'cities.csv');
  const byCode = new Map(economies.map((e) => [e.code, e]));
  const primaries = new Map<string, number>();
  for (const r of rows) {
    if (r.capital === 'primary') primaries.set(r.iso3 ?? '', (primaries.get(r.iso3 ?? '') ?? 0) + 1);
  }
  const problems: string[] = [];
  const seenKeys = new Set<string>();
  const usedAdmins = new Set<string>();
  const cities: CityJson[] = [];
  for (const r of rows) {
    const key = r.simplemaps_id ?? '';
    const nameEn = r.city ?? '';
    const code = r.iso3 ?? '';
    seenKeys.add(key);
    const economy = byCode.get(code);
    if (!economy) {
      problems.push(`cities.csv: ${nameEn} has unknown economy ${code}`);
      continue;
    }
    const excluded = excludedCities[key];
    if (own(excludedCities, key) && excluded) {
      if (excluded.en !== nameEn) problems.push(`excluded ${key}: listed as ${excluded.en}, source says ${nameEn}`);
      continue;
    }
    const checked = own(cityNamesZh, key) ? cityNamesZh[key] : undefined;
    if (!checked) {
      problems.push(`no checked Chinese name for ${nameEn} (${code}, simplemaps_id ${key}) in city-names-zh.ts`);
      continue;
    }
    if (checked.en !== nameEn) problems.push(`city-names-zh ${key}: listed as ${checked.en}, source says ${nameEn}`);
    if (!/^\p{Script=Han}+$/u.test(checked.zh)) problems.push(`city-names-zh ${key}: "${checked.zh}" is not all Han`);

    const adminEn = r.admin_name ?? '';
    const adminKey = `${code}|${adminEn}`;
    let adminZh: string | null = null;
    if (adminEn !== '') {
      if (!own(adminRegionsZh, adminKey)) problems.push(`admin-regions-zh: no entry (name or null) for "${adminKey}"`);
      else adminZh = adminRegionsZh[adminKey] ?? null;
      usedAdmins.add(adminKey);
    }
    const lat = parseNumber(r.lat);
    const lng = parseNumber(r.lng);
    if (lat === undefined || lng === undefined) {
      problems.push(`cities.csv: ${nameEn} has no coordinates`);
      continue;
    }
    const population = parseNumber(r.population) ?? null;
    const capital = r.capital ?? '';
    const text = describeCity({
      nameEn,
      nameZh: checked.zh,
      adminEn,
      adminZh,
      adminUnreliable: own(unreliableAdminRegion, key),
      economyCode: code,
      economyEn: economy.nameEn,
      economyZh: economy.nameZh,
      capital,
      soleNationalCapital: primaries.get(code) === 1,
      population,
    });
    cities.push({
      key,
      economy: code,
      nameEn,
      nameZh: checked.zh,
      adminName: adminEn || null,
      lat,
      lng,
      capital,
      population,
      descriptionEn: text.en,
      descriptionZh: text.zh,
    });
  }
  for (const key of [...Object.keys(cityNamesZh), ...Object.keys(excludedCities)]) {
    if (!seenKeys.has(key)) problems.push(`city-names-zh.ts lists ${key}, which is not in cities.csv`);
  }
  for (const key of Object.keys(adminRegionsZh)) {
    if (!usedAdmins.has(key)) problems.push(`admin-regions-zh.ts lists "${key}", which no chosen city uses`);
  }
  const seenZh = new Set<string>();
  for (const c of cities) {
    const k = `${c.economy}|${c.nameZh}`;
    if (seenZh.has(k)) problems.push(`duplicate Chinese city name ${c.nameZh} in ${c.economy}`);
    seenZh.add(k);
  }
  if (cities.length < 80) problems.push(`only ${cities.length} cities (at least 80 required)`);
  fail(problems);
  return cities;
}

function buildValues(economies: ReadonlySet<string>): Map<string, EconomyValues> {
  const values = new Map<string, EconomyValues>();
  for (const d of indicators) {
    if (d.source.kind !== 'ratio' && d.source.kind !== 'chain') {
      values.set(d.number, readStoredValues(dataDir, d.source, economies));
    }
  }
  const need = (n: string): EconomyValues => {
    const v = values.get(n);
    if (!v) throw new Error(`series S${n} is referenced before it is built`);
    return v;
  };
  for (const d of indicators) {
    const s = d.source;
    if (s.kind !== 'ratio' && s.kind !== 'chain') continue;
    const out: EconomyValues = new Map();
    if (s.kind === 'ratio') {
      const num = need(s.numerator);
      const den = need(s.denominator);
      for (const [economy, years] of num) {
        const r = ratio(years, den.get(economy) ?? new Map(), s.coefficient);
        if (r.size) out.set(economy, r);
      }
    } else {
      for (const [economy, rates] of need(s.rates)) {
        const r = chainIndex(rates, s.baseYear);
        if (r.size) out.set(economy, r);
      }
    }
    values.set(d.number, out);
  }
  return values;
}

function valuesCsv(values: ReadonlyMap<string, EconomyValues>): { csv: string; rows: number } {
  const lines = ['series_number,economy,year,value'];
  for (const number of [...values.keys()].sort()) {
    const byEconomy = values.get(number) ?? new Map<string, Map<number, number>>();
    for (const economy of [...byEconomy.keys()].sort()) {
      const years = byEconomy.get(economy) ?? new Map<number, number>();
      for (const year of [...years.keys()].sort((a, b) => a - b)) {
        const value = years.get(year);
        if (value === undefined || !Number.isFinite(value)) throw new Error(`bad value S${number} ${economy} ${year}`);
        lines.push(`${number},${economy},${year},${String(value)}`);
      }
    }
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

function write(file: string, content: string): void {
  writeFileSync(path.join(outDir, file), content);
}

function main(): void {
  if (!existsSync(path.join(dataDir, 'economies.csv'))) {
    throw new Error(`no source data in ${dataDir} (set SHARED_DATA_DIR to the shared/data folder)`);
  }
  const economies = buildEconomies();
  const cities = buildCities(economies);
  const values = buildValues(new Set(economies.map((e) => e.code)));
  const series = seriesJson();
  const { csv, rows } = valuesCsv(values);

  mkdirSync(outDir, { recursive: true });
  write('economies.json', `${JSON.stringify(economies, null, 2)}\n`);
  write('cities.json', `${JSON.stringify(cities, null, 2)}\n`);
  write('series.json', `${JSON.stringify(series, null, 2)}\n`);
  write('values.csv', csv);
  write(
    'SOURCES.md',
    sourcesMarkdown({
      economies: economies.length,
      cities: cities.length,
      excluded: Object.entries(excludedCities).map(([key, e]) => ({ key, ...e })),
      indicators,
      values,
      totalRows: rows,
    }),
  );

  console.log(`demo data written to ${path.relative(process.cwd(), outDir) || '.'} from ${dataDir}`);
  console.log(`  economies: ${economies.length}, cities: ${cities.length}, series: ${series.length}, values: ${rows}`);
  for (const d of indicators) {
    let n = 0;
    for (const years of values.get(d.number)?.values() ?? []) n += years.size;
    console.log(`  S${d.number} ${d.nameEn}: ${n}`);
  }
}

main();
