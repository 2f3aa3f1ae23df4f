import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { chainIndex, parseNumber, populationEn, populationZh, ratio } from './compute.js';
import { describeCity } from './describe-city.js';

const dataDir = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/data');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(dataDir, file), 'utf8')) as T;
}

describe('ratio', () => {
  it('divides year by year where both exist, with a coefficient', () => {
    const urban = new Map([
      [2000, 50],
      [2001, 60],
      [2002, 70],
    ]);
    const total = new Map([
      [2001, 200],
      [2002, 0],
      [2003, 100],
    ]);
    expect([...ratio(urban, total, 100)]).toEqual([[2001, 30]]);
    expect([...ratio(new Map([[1960, 10]]), new Map([[1960, 4]]))]).toEqual([[1960, 2.5]]);
  });
});

describe('chainIndex', () => {
  it('is 100 in the base year, chains forwards and backwards', () => {
    const rates = new Map([
      [2015, 50],
      [2016, 100],
      [2017, 10],
      [2018, 10],
      [2019, -50],
    ]);
    const index = chainIndex(rates, 2017);
    expect([...index.keys()]).toEqual([2015, 2016, 2017, 2018, 2019]);
    expect(index.get(2017)).toBe(100);
    expect(index.get(2018)).toBeCloseTo(110, 10);
    expect(index.get(2019)).toBeCloseTo(55, 10);
    // 2016 = 100 / (1 + 10%), 2015 = 2016 / (1 + 100%): the next year's rate moves back
    expect(index.get(2016)).toBeCloseTo(100 / 1.1, 10);
    expect(index.get(2015)).toBeCloseTo(100 / 1.1 / 2, 10);
  });

  it('covers only the unbroken run that contains the base year', () => {
    const rates = new Map([
      [2010, 5],
      [2012, 5],
      [2016, 5],
      [2017, 5],
      [2018, 5],
      [2020, 5],
    ]);
    expect([...chainIndex(rates, 2017).keys()]).toEqual([2016, 2017, 2018]);
  });

  it('gives nothing without a rate in the base year', () => {
    expect(chainIndex(new Map([[2016, 3]]), 2017).size).toBe(0);
  });
});

describe('number helpers', () => {
  it('skips blank and non-numeric cells', () => {
    expect(parseNumber('')).toBeUndefined();
    expect(parseNumber('..')).toBeUndefined();
    expect(parseNumber('n/a')).toBeUndefined();
    expect(parseNumber('-0.062')).toBe(-0.062);
    expect(parseNumber('18606562977.050076')).toBe(18606562977.050076);
    expect(parseNumber('1.5e3')).toBe(1500);
  });

  it('rounds populations to three significant figures', () => {
    expect(populationEn(4840600)).toBe('4.84 million');
    expect(populationEn(37732000)).toBe('37.7 million');
    expect(populationEn(381488)).toBe('381,000');
    expect(populationZh(4840600)).toBe('484万');
    expect(populationZh(381488)).toBe('38.1万');
  });
});

describe('describeCity', () => {
  it('writes the example sentences from the data', () => {
    const text = describeCity({
      nameEn: 'Sydney',
      nameZh: '悉尼',
      adminEn: 'New South Wales',
      adminZh: '新南威尔士州',
      adminUnreliable: false,
      economyCode: 'AUS',
      economyEn: 'Australia',
      economyZh: '澳大利亚',
      capital: '',
      soleNationalCapital: true,
      population: 4840600,
    });
    expect(text.en).toBe(
      'Sydney is in New South Wales, Australia. Population about 4.84 million (SimpleMaps World Cities).',
    );
    expect(text.zh).toBe('悉尼位于澳大利亚新南威尔士州。人口约484万（SimpleMaps World Cities）。');
  });

  it('leaves out a region whose Chinese name is unknown, in Chinese only', () => {
    const text = describeCity({
      nameEn: 'Bandar Seri Begawan',
      nameZh: '斯里巴加湾市',
      adminEn: 'Brunei dan Muara',
      adminZh: null,
      adminUnreliable: false,
      economyCode: 'BRN',
      economyEn: 'Brunei Darussalam',
      economyZh: '文莱',
      capital: 'primary',
      soleNationalCapital: true,
      population: null,
    });
    expect(text.en).toBe('Bandar Seri Begawan is the capital of Brunei Darussalam, located in Brunei dan Muara.');
    expect(text.zh).toBe('斯里巴加湾市是文莱的首都。');
  });
});

interface Economy {
  code: string;
}
interface City {
  key: string;
  economy: string;
  nameEn: string;
  nameZh: string | null;
  descriptionEn: string;
  descriptionZh: string;
}
interface Series {
  number: string;
  parentNumber: string | null;
  level: number;
  types: { computeType: string; formula?: string }[];
}

describe('committed demo dataset', () => {
  const economies = readJson<Economy[]>('economies.json');
  const cities = readJson<City[]>('cities.json');
  const series = readJson<Series[]>('series.json');
  const values: Record<string, string>[] = parse(readFileSync(path.join(dataDir, 'values.csv'), 'utf8'), {
    columns: true,
  });

  it('has the 21 APEC economies', () => {
    expect(economies).toHaveLength(21);
    expect(new Set(economies.map((e) => e.code)).size).toBe(21);
  });

  it('has at least 80 cities, each checked Chinese name distinct within its economy', () => {
    expect(cities.length).toBeGreaterThanOrEqual(80);
    expect(cities.filter((c) => c.nameZh !== null).length).toBeGreaterThanOrEqual(80);
    const codes = new Set(economies.map((e) => e.code));
    const seen = new Set<string>();
    for (const c of cities) {
      expect(codes.has(c.economy), c.nameEn).toBe(true);
      expect(c.descriptionEn).not.toBe('');
      expect(c.descriptionZh).toMatch(/\p{Script=Han}/u);
      // null: no checked Chinese name (the Chinese interface shows the English one)
      if (c.nameZh === null) continue;
      expect(c.nameZh, c.nameEn).toMatch(/^\p{Script=Han}+$/u);
      expect(seen.has(`${c.economy}|${c.nameZh}`), c.nameZh).toBe(false);
      seen.add(`${c.economy}|${c.nameZh}`);
    }
    expect(new Set(cities.map((c) => c.key)).size).toBe(cities.length);
  });

  it('has a two-level series tree whose formulas reference existing series', () => {
    const byNumber = new Map(series.map((s) => [s.number, s]));
    expect(byNumber.size).toBe(series.length);
    expect(series.filter((s) => s.level === 2).length).toBeGreaterThanOrEqual(8);
    for (const s of series) {
      expect(s.number).toMatch(/^\d+$/);
      if (s.level === 1) {
        expect(s.parentNumber).toBeNull();
        expect(s.types).toEqual([]);
      } else {
        expect(byNumber.get(s.parentNumber ?? '')?.level).toBe(1);
        for (const ref of s.types.flatMap((t) => t.formula?.match(/S\d+/g) ?? [])) {
          expect(byNumber.get(ref.slice(1))?.level, ref).toBe(2);
        }
      }
    }
  });

  it('has values only for level-2 series and known economies, with 2017 = 100 for the deflator index', () => {
    const level2 = new Set(series.filter((s) => s.level === 2).map((s) => s.number));
    const codes = new Set(economies.map((e) => e.code));
    expect(values.length).toBeGreaterThan(0);
    for (const v of values) {
      expect(level2.has(v.series_number ?? ''), v.series_number).toBe(true);
      expect(codes.has(v.economy ?? ''), v.economy).toBe(true);
      expect(Number.isFinite(Number(v.value))).toBe(true);
    }
    const chained = series.find((s) => s.types.some((t) => t.computeType === 'chain_index'));
    const base = values.filter((v) => v.series_number === chained?.number && v.year === '2017');
    expect(base.length).toBeGreaterThan(0);
    for (const v of base) expect(v.value).toBe('100');
  });
});
