/**
 * Every shipped city value against its source file in ../shared/data/cities (or SHARED_DATA_DIR, or
 * /work/shared/data; read at test time, never at run time). Skipped, with a message, where none holds it.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { expandCityValues } from '../../apps/server/src/db/seed/demo-files.js';
import { cityIndicators } from './city-series-defs.js';
import { beaFile, thousandsToUnits, wupFile } from './city-sources.js';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = path.join(repoRoot, 'apps/server/src/db/seed/data');
// The shared folder next to the clone, or where this workplace keeps it (a CI clone may live anywhere else).
const holdsSources = (dir: string) => existsSync(path.join(dir, wupFile)) && existsSync(path.join(dir, beaFile));
const sharedDir =
  [process.env.SHARED_DATA_DIR, path.join(repoRoot, '../shared/data'), '/work/shared/data']
    .flatMap((dir) => (dir ? [path.resolve(dir)] : []))
    .find(holdsSources) ?? path.join(repoRoot, '../shared/data');
const haveShared = holdsSources(sharedDir);
if (!haveShared) console.warn(`city-values.test: ${sharedDir} not found, source comparison skipped`);

type Row = Record<string, string>;
const readCsv = (file: string): Row[] => parse(readFileSync(file, 'utf8'), { columns: true, bom: true });

interface City {
  key: string;
  economy: string;
  nameEn: string;
  nameZh: string | null;
  kindOfArea: string;
  codes: { scheme: string; code: string }[];
  aliases: { lang: string; name: string }[];
  descriptionEn: string;
  descriptionZh: string;
}

const cities: City[] = JSON.parse(readFileSync(path.join(dataDir, 'cities.json'), 'utf8'));
const lines = readCsv(path.join(dataDir, 'city-values.csv')) as {
  series_number: string;
  city_key: string;
  first_year: string;
  values: string;
}[];
const shipped = expandCityValues(lines.map((l) => ({ ...l, first_year: Number(l.first_year) })));

describe('thousandsToUnits', () => {
  it('moves the decimal point three places, exactly', () => {
    expect(thousandsToUnits('429.277')).toBe('429277');
    expect(thousandsToUnits('442.74')).toBe('442740');
    expect(thousandsToUnits('1.5')).toBe('1500');
    expect(thousandsToUnits('12')).toBe('12000');
    expect(thousandsToUnits('0.001')).toBe('1');
    expect(thousandsToUnits('0')).toBe('0');
    // 4.35 * 1000 is 4349.999999999999 in floating point: the text is moved, not multiplied
    expect(thousandsToUnits('4.35')).toBe('4350');
  });

  it('refuses what would not be a whole number or is not a number', () => {
    expect(() => thousandsToUnits('1.2345')).toThrow();
    expect(() => thousandsToUnits('1e3')).toThrow();
    expect(() => thousandsToUnits('')).toThrow();
  });
});

describe('city-level demo data', () => {
  it('has every value once, for a known city and a city series', () => {
    const keys = new Set(cities.map((c) => c.key));
    const numbers = new Set(cityIndicators.map((d) => d.number));
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const v of shipped) {
      const k = `${v.series_number}|${v.city_key}|${v.year}`;
      if (!keys.has(v.city_key) || !numbers.has(v.series_number) || seen.has(k)) problems.push(k);
      seen.add(k);
    }
    expect(problems).toEqual([]);
    expect(shipped.length).toBeGreaterThan(160_000);
  });

  it('gives each city its codes, a kind of area and a description in both languages', () => {
    const codes = new Set<string>();
    for (const c of cities) {
      expect(['city_proper', 'urban_agglomeration', 'metropolitan_area']).toContain(c.kindOfArea);
      for (const code of c.codes) {
        expect(codes.has(`${code.scheme}|${code.code}`), `${code.scheme} ${code.code}`).toBe(false);
        codes.add(`${code.scheme}|${code.code}`);
      }
      if (c.codes.some((x) => x.scheme === 'UN-WUP')) {
        expect(c.descriptionEn).toContain('UN figures: urban agglomeration');
        expect(c.descriptionZh).toContain('联合国数据：城市集聚区');
      }
      if (c.codes.some((x) => x.scheme === 'CBSA')) {
        expect(c.kindOfArea).toBe('metropolitan_area');
        expect(c.descriptionZh).toContain('大都市统计区');
      }
      if (c.nameZh !== null) expect(c.nameZh).toMatch(/^\p{Script=Han}+$/u);
    }
    expect(cities.filter((c) => c.codes.some((x) => x.scheme === 'UN-WUP'))).toHaveLength(918);
    expect(cities.filter((c) => c.codes.some((x) => x.scheme === 'CBSA'))).toHaveLength(384);
  });

  it('names every city of Hong Kong and Chinese Taipei in Chinese, and nearly every city of China', () => {
    const of = (e: string) => cities.filter((c) => c.economy === e);
    for (const e of ['HKG', 'TWN']) for (const c of of(e)) expect(c.nameZh, c.nameEn).not.toBeNull();
    const china = of('CHN');
    expect(china.filter((c) => c.nameZh === null).length).toBeLessThanOrEqual(5);
    const byName = (en: string, zh: string) => china.find((c) => c.nameZh === zh && c.nameEn === en);
    // two cities of one romanised name, told apart by province
    expect(byName('Taizhou', '泰州')?.descriptionEn).toContain('Jiangsu');
    expect(byName('Taizhou', '台州')?.descriptionEn).toContain('Zhejiang');
    expect(byName('Shijiazhuang', '石家庄')?.aliases).toContainEqual({ lang: 'zh', name: '石家庄市' });
  });

  it('links the New York urban agglomeration and metropolitan area to the one seeded New York', () => {
    const ny = cities.filter((c) => c.economy === 'USA' && c.nameEn === 'New York');
    expect(ny).toHaveLength(1);
    expect(ny[0]?.codes).toEqual([
      { scheme: 'SimpleMaps', code: '1840034016' },
      { scheme: 'UN-WUP', code: '23083' },
      { scheme: 'CBSA', code: '35620' },
    ]);
    const tokyo = cities.find((c) => c.economy === 'JPN' && c.nameEn === 'Tokyo');
    expect(tokyo?.descriptionEn).toContain('Kanto M.M.A.');
    expect(tokyo?.descriptionZh).toContain('关东大都市圈');
  });

  it.skipIf(!haveShared)('ships every value of the source files exactly as published', () => {
    const byKey = new Map(shipped.map((v) => [`${v.series_number}|${v.city_key}|${v.year}`, v.value]));
    const cityKey = new Map<string, string>();
    for (const c of cities) for (const code of c.codes) cityKey.set(`${code.scheme}|${code.code}`, c.key);
    let checked = 0;
    const problems: string[] = [];
    for (const [file, scheme, prefix] of [
      [wupFile, 'UN-WUP', 'WUP2018:'],
      [beaFile, 'CBSA', 'CBSA:'],
    ] as const) {
      for (const r of readCsv(path.join(sharedDir, file))) {
        const def = cityIndicators.find((d) => d.scheme === scheme && d.indicator === r.indicator);
        if (!def) throw new Error(`${file}: indicator ${r.indicator} is not shipped`);
        if (r.unit !== def.sourceUnit) problems.push(`${file} ${r.city_id}: unit ${r.unit}`);
        const key = cityKey.get(`${scheme}|${(r.city_id ?? '').slice(prefix.length)}`);
        const source = r.value ?? '';
        const expected = def.convert === 'thousands' ? thousandsToUnits(source) : source;
        const got = byKey.get(`${def.number}|${key}|${r.year}`);
        const exact = got !== undefined && got === Number(expected) && String(got) === String(Number(expected));
        // the conversion moved the decimal point: the shipped persons are the published thousands × 1000
        const converted = def.convert !== 'thousands' || Math.abs((got ?? 0) / 1000 - Number(source)) < 1e-9;
        if (!exact || !converted)
          problems.push(`${file} ${r.city_id} ${r.indicator} ${r.year}: source ${source}, shipped ${got}`);
        checked++;
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
    // nothing shipped that the sources do not have
    expect(checked).toBe(shipped.length);
  });
});
