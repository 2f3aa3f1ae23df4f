/**
 * Rebuilds the committed demo dataset (apps/server/src/db/seed/data/) from the published source files in
 * <repo>/../shared/data (or $SHARED_DATA_DIR). Deterministic: re-running gives byte-identical files.
 *
 *   npx tsx scripts/demo-data/build.ts
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminRegionsZh, unreliableAdminRegion } from './admin-regions-zh.js';
import { chinaNames } from './china-names.js';
import { km, mergeCities } from './city-merge.js';
import { cityNamesZh, excludedCities } from './city-names-zh.js';
import { type CityJson, cityRecord, cityValueLines, type SeededJson, wupChinese } from './city-records.js';
import { cityIndicators } from './city-series-defs.js';
import { readSourceCities, readWupNotes, type SourceCity } from './city-sources.js';
import { chainIndex, parseNumber, ratio } from './compute.js';
import { describeCity } from './describe-city.js';
import { indicators } from './series-defs.js';
import { seriesJson } from './series-json.js';
import { type EconomyValues, readCsv, readStoredValues } from './source-files.js';
import { sourcesMarkdown } from './sources-md.js';
import { wupFootnotesZh } from './wup-footnotes-zh.js';

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

function buildCities(economies: readonly EconomyJson[]): SeededJson[] {
  const rows = readCsv(dataDir, 'cities.csv');
  const byCode = new Map(economies.map((e) => [e.code, e]));
  const primaries = new Map<string, number>();
  for (const r of rows) {
    if (r.capital === 'primary') primaries.set(r.iso3 ?? '', (primaries.get(r.iso3 ?? '') ?? 0) + 1);
  }
  const problems: string[] = [];
  const seenKeys = new Set<string>();
  const usedAdmins = new Set<string>();
  const cities: SeededJson[] = [];
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

/**
 * Two new UN cities of one name (Concord, California and Concord, North Carolina: the UN gives no state)
 * are told apart by the state of the BEA area around them: the first state code of the nearest BEA area
 * within 40 km (its first-named principal city's state).
 */
function nameCollisions(cities: CityJson[], bea: readonly SourceCity[], problems: string[]): void {
  const byName = new Map<string, CityJson[]>();
  for (const c of cities) {
    const k = `${c.economy}|${c.nameEn}|${c.adminName ?? ''}|${c.kindOfArea}`;
    byName.set(k, [...(byName.get(k) ?? []), c]);
  }
  for (const same of byName.values()) {
    if (same.length < 2) continue;
    for (const c of same) {
      if (c.economy !== 'USA' || c.adminName !== null || !c.key.startsWith('UN-WUP:')) continue;
      const near = bea
        .map((b) => ({ b, d: km(b, c) }))
        .filter((x) => x.d <= 40)
        .sort((x, y) => x.d - y.d)[0];
      const state = near ? /, ([A-Z]{2})(?:-[A-Z]{2})*$/.exec(near.b.nameEn)?.[1] : undefined;
      if (!state || !near) {
        problems.push(`${c.nameEn} (${c.key}): same name as another city and no BEA area nearby`);
        continue;
      }
      c.adminName = state;
      c.descriptionEn += ` Its state (${state}) is that of the BEA area around it, ${near.b.nameEn}.`;
      c.descriptionZh += `其所在州（${state}）取自周边的美国经济分析局大都市统计区“${near.b.nameEn}”。`;
    }
  }
}

export interface CityStats {
  byEconomy: { economy: string; cities: number; withZh: number; wup: number; bea: number; seeded: number }[];
  linkedUsa: number;
  chinaNoName: { nameEn: string; how: string }[];
  notes: string[];
  valuesBySeries: Map<string, { count: number; cities: number; first: number; last: number }>;
}

function buildCityData(economies: readonly EconomyJson[], seeded: readonly SeededJson[]) {
  const problems: string[] = [];
  const wup = readSourceCities(dataDir, 'UN-WUP');
  const bea = readSourceCities(dataDir, 'CBSA');
  const notes = readWupNotes(dataDir);
  for (const w of wup) {
    const fn = w.footnote;
    if (fn === null) continue;
    const zh = wupFootnotesZh[fn];
    if (!zh) problems.push(`wup-footnotes-zh.ts: no translation of UN footnote ${fn} (${w.nameEn})`);
    else if (!(notes.get(fn) ?? '').startsWith(zh.en))
      problems.push(`wup-footnotes-zh.ts: footnote ${fn} text changed`);
  }
  const china = chinaNames(wup.filter((w) => w.economy === 'CHN'));
  const zhOf = (c: SourceCity) => (c.scheme === 'UN-WUP' ? wupChinese(c, china) : null);
  const byCode = new Map(economies.map((e) => [e.code, e]));
  const { groups, notes: mergeNotes } = mergeCities(seeded, wup, bea, zhOf);
  const ordered = groups
    .map((g, i) => ({ g, i, economy: byCode.get(g.seeded?.economy ?? g.wup?.economy ?? g.bea?.economy ?? '') }))
    .sort(
      (a, b) =>
        (a.g.seeded ? 0 : 1) - (b.g.seeded ? 0 : 1) ||
        (a.g.seeded ? a.i - b.i : (a.economy?.sort ?? 0) - (b.economy?.sort ?? 0) || a.i - b.i),
    );
  const cities: CityJson[] = [];
  const lines: string[] = ['series_number,city_key,first_year,values'];
  let count = 0;
  const valuesBySeries = new Map<string, { count: number; cities: number; first: number; last: number }>();
  const chinaNoName: { nameEn: string; how: string }[] = [];
  for (const { g, economy } of ordered) {
    if (!economy) {
      problems.push(`city of unknown economy: ${g.wup?.nameEn ?? g.bea?.nameEn}`);
      continue;
    }
    const match = g.wup && g.wup.economy === 'CHN' ? (china.get(g.wup.code)?.match ?? null) : null;
    const fromSource = g.wup ? zhOf(g.wup) : null;
    if (g.seeded && fromSource && fromSource !== g.seeded.nameZh) {
      problems.push(`${g.seeded.nameEn}: checked name ${g.seeded.nameZh}, WUP match ${fromSource}`);
    }
    const nameZh = g.seeded?.nameZh ?? fromSource;
    if (g.wup?.economy === 'CHN' && !nameZh)
      chinaNoName.push({ nameEn: g.wup.nameEn, how: china.get(g.wup.code)?.how ?? '' });
    const record = cityRecord(g, economy, nameZh, g.seeded ? null : match, notes);
    cities.push(record);
    for (const { line, count: n } of cityValueLines(record.key, g, cityIndicators)) {
      lines.push(line);
      count += n;
      const [number = '', , first = ''] = line.split(',');
      const s = valuesBySeries.get(number) ?? { count: 0, cities: 0, first: 9999, last: 0 };
      s.count += n;
      s.cities += 1;
      s.first = Math.min(s.first, Number(first));
      s.last = Math.max(s.last, Number(first) + n - 1);
      valuesBySeries.set(number, s);
    }
  }
  nameCollisions(cities, bea, problems);
  const unique = new Set<string>();
  const zhSeen = new Set<string>();
  for (const c of cities) {
    const k = `${c.economy}|${c.nameEn}|${c.adminName ?? ''}|${c.kindOfArea}`;
    if (unique.has(k)) problems.push(`two cities ${k}`);
    unique.add(k);
    if (c.nameZh !== null) {
      if (!/^\p{Script=Han}+$/u.test(c.nameZh)) problems.push(`${c.nameEn}: Chinese name "${c.nameZh}" is not all Han`);
      const z = `${c.economy}|${c.nameZh}|${c.adminName ?? ''}|${c.kindOfArea}`;
      if (zhSeen.has(z)) problems.push(`two cities named ${z}`);
      zhSeen.add(z);
    }
  }
  const codes = new Set<string>();
  for (const c of cities) {
    for (const code of c.codes) {
      if (codes.has(`${code.scheme}|${code.code}`)) problems.push(`code ${code.scheme} ${code.code} used twice`);
      codes.add(`${code.scheme}|${code.code}`);
    }
  }
  if (cities.filter((c) => c.codes.some((x) => x.scheme === 'UN-WUP')).length !== wup.length) {
    problems.push('not every WUP city became a city');
  }
  if (cities.filter((c) => c.codes.some((x) => x.scheme === 'CBSA')).length !== bea.length) {
    problems.push('not every BEA area became a city');
  }
  fail(problems);
  const byEconomy = economies.map((e) => {
    const of = cities.filter((c) => c.economy === e.code);
    return {
      economy: e.code,
      cities: of.length,
      withZh: of.filter((c) => c.nameZh !== null).length,
      wup: of.filter((c) => c.codes.some((x) => x.scheme === 'UN-WUP')).length,
      bea: of.filter((c) => c.codes.some((x) => x.scheme === 'CBSA')).length,
      seeded: of.filter((c) => c.codes.some((x) => x.scheme === 'SimpleMaps')).length,
    };
  });
  const cityStats: CityStats = {
    byEconomy,
    linkedUsa: cities.filter(
      (c) => c.codes.some((x) => x.scheme === 'UN-WUP') && c.codes.some((x) => x.scheme === 'CBSA'),
    ).length,
    chinaNoName,
    notes: mergeNotes,
    valuesBySeries,
  };
  return { cities, cityValues: { csv: `${lines.join('\n')}\n`, count, lines: lines.length - 1 }, cityStats };
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
  const seeded = buildCities(economies);
  const { cities, cityValues, cityStats } = buildCityData(economies, seeded);
  const values = buildValues(new Set(economies.map((e) => e.code)));
  const series = seriesJson();
  const { csv, rows } = valuesCsv(values);

  mkdirSync(outDir, { recursive: true });
  write('economies.json', `${JSON.stringify(economies, null, 2)}\n`);
  write('cities.json', `${JSON.stringify(cities, null, 2)}\n`);
  write('series.json', `${JSON.stringify(series, null, 2)}\n`);
  write('values.csv', csv);
  write('city-values.csv', cityValues.csv);
  write(
    'SOURCES.md',
    sourcesMarkdown({
      economies: economies.length,
      cities: cities.length,
      cityStats,
      excluded: Object.entries(excludedCities).map(([key, e]) => ({ key, ...e })),
      indicators,
      values,
      totalRows: rows,
    }),
  );

  console.log(`demo data written to ${path.relative(process.cwd(), outDir) || '.'} from ${dataDir}`);
  console.log(`  economies: ${economies.length}, cities: ${cities.length}, series: ${series.length}, values: ${rows}`);
  console.log(`  city values: ${cityValues.count} in ${cityValues.lines} lines`);
  for (const note of cityStats.notes) console.log(`  ${note}`);
  for (const d of indicators) {
    let n = 0;
    for (const years of values.get(d.number)?.values() ?? []) n += years.size;
    console.log(`  S${d.number} ${d.nameEn}: ${n}`);
  }
}

main();
