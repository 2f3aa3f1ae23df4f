/** The cities.json records and city values built from the merged groups. */
import type { CityGroup, SeededCity } from './city-merge.js';
import type { CityIndicatorDef } from './city-series-defs.js';
import { type SourceCity, thousandsToUnits } from './city-sources.js';
import { populationEn, populationZh } from './compute.js';
import { describeCity } from './describe-city.js';
import { wupFootnotesZh } from './wup-footnotes-zh.js';
import { provinceEn, toSimplified, type ZhMatch } from './zh-gazetteer.js';

export interface CityJson {
  key: string;
  economy: string;
  nameEn: string;
  /** Checked Chinese name; null: none checked (the Chinese interface shows the English name). */
  nameZh: string | null;
  adminName: string | null;
  lat: number;
  lng: number;
  capital: string;
  population: number | null;
  kindOfArea: 'city_proper' | 'urban_agglomeration' | 'metropolitan_area';
  codes: { scheme: string; code: string }[];
  aliases: { lang: 'en' | 'zh'; name: string }[];
  descriptionEn: string;
  descriptionZh: string;
}

export interface SeededJson extends SeededCity {
  adminName: string | null;
  capital: string;
  population: number | null;
  descriptionEn: string;
  descriptionZh: string;
}

export interface EconomyNames {
  nameEn: string;
  nameZh: string;
}

const han = /^\p{Script=Han}+$/u;

/** The WUP city's checked Chinese name: the gazetteer match (China), its own characters (Chinese Taipei). */
export function wupChinese(c: SourceCity, china: ReadonlyMap<string, { match: ZhMatch | null }>): string | null {
  if (c.economy === 'CHN') return china.get(c.code)?.match?.zh ?? null;
  if (c.economy === 'TWN' && han.test(c.nameLocal)) return toSimplified(c.nameLocal);
  return null;
}

function figuresText(g: CityGroup<SeededJson>, notes: ReadonlyMap<string, string>): { en: string; zh: string } {
  const en: string[] = [];
  const zh: string[] = [];
  if (g.wup) {
    const w = g.wup;
    const fn = w.footnote;
    const noteEn = fn ? `, UN footnote ${fn}: ${notes.get(fn) ?? ''}` : '';
    const noteZh = fn ? `，联合国脚注${fn}：${wupFootnotesZh[fn]?.zh ?? ''}` : '';
    en.push(
      `UN figures: urban agglomeration “${w.nameSource}” (World Urbanization Prospects 2018, city ${w.code}${noteEn}).`,
    );
    zh.push(`联合国数据：城市集聚区“${w.nameSource}”（《世界城镇化展望2018》，城市编号${w.code}${noteZh}）。`);
  }
  if (g.bea) {
    const b = g.bea;
    en.push(
      `BEA figures: metropolitan statistical area “${b.nameEn}” (CBSA ${b.code}, OMB 2020 delineation for all years${b.countyNote ? '; BEA notes changes in the counties of this area over the years' : ''}${b.coordinatesFrom ? `; map position of ${b.coordinatesFrom}` : ''}).`,
    );
    zh.push(
      `美国经济分析局数据：大都市统计区“${b.nameEn}”（CBSA ${b.code}，所有年份均按 OMB 2020年划定范围${b.countyNote ? '；BEA 注明该区所辖县历年有变动' : ''}${b.coordinatesFrom ? '；地图位置取自 SimpleMaps World Cities 中的首位主要城市' : ''}）。`,
    );
  }
  return { en: en.join(' '), zh: zh.join('') };
}

/** The population of a city without a SimpleMaps one: WUP 2018 estimate, else BEA's latest. */
function latestPopulation(g: CityGroup<SeededJson>): { value: number; en: string; zh: string } | null {
  const w = g.wup?.indicators.get('population_urban_agglomeration')?.years.get(2018);
  if (w !== undefined) {
    const value = Number(thousandsToUnits(w));
    return { value, en: `UN estimate for 2018`, zh: '联合国2018年估计数' };
  }
  const years = g.bea?.indicators.get('population_midyear')?.years;
  const last = years ? Math.max(...years.keys()) : null;
  const v = last !== null ? years?.get(last) : undefined;
  if (v === undefined || last === null) return null;
  return { value: Number(v), en: `BEA, ${last}`, zh: `美国经济分析局，${last}年` };
}

export function cityRecord(
  g: CityGroup<SeededJson>,
  economy: EconomyNames & { code: string },
  nameZh: string | null,
  china: ZhMatch | null,
  notes: ReadonlyMap<string, string>,
): CityJson {
  const s = g.seeded;
  const w = g.wup;
  const b = g.bea;
  const codes: CityJson['codes'] = [];
  if (s) codes.push({ scheme: 'SimpleMaps', code: s.key });
  if (w) codes.push({ scheme: 'UN-WUP', code: w.code });
  if (b) codes.push({ scheme: 'CBSA', code: b.code });
  const kindOfArea: CityJson['kindOfArea'] = b ? 'metropolitan_area' : w ? 'urban_agglomeration' : 'city_proper';

  let nameEn: string;
  let adminName: string | null;
  if (s) {
    nameEn = s.nameEn;
    adminName = s.adminName;
  } else if (w) {
    // "Changzhou, Jiangsu": the qualifier becomes the region when it is the matched province.
    const [main = '', qualifier] = w.nameEn.split(/,\s*/);
    const province = china ? (provinceEn[china.provinceCode] ?? null) : null;
    nameEn = province && qualifier === province ? main : w.nameEn;
    adminName = province;
  } else {
    nameEn = (b as SourceCity).nameEn;
    adminName = null;
  }

  const aliases: CityJson['aliases'] = [];
  const alias = (lang: 'en' | 'zh', name: string) => {
    if (name && name !== nameEn && name !== nameZh && !aliases.some((a) => a.name === name)) {
      aliases.push({ lang, name });
    }
  };
  if (china) alias('zh', china.official);
  if (w) {
    alias('en', w.nameEn);
    alias('en', w.nameSource);
    if (w.nameLocal) alias(han.test(w.nameLocal) ? 'zh' : 'en', w.nameLocal);
  }
  if (b) alias('en', b.nameEn);

  const figures = figuresText(g, notes);
  let descriptionEn: string;
  let descriptionZh: string;
  let population: number | null;
  if (s) {
    descriptionEn = s.descriptionEn;
    descriptionZh = s.descriptionZh;
    population = s.population;
  } else {
    const latest = latestPopulation(g);
    const base = describeCity({
      nameEn,
      nameZh: nameZh ?? nameEn,
      adminEn: adminName ?? '',
      adminZh: china?.provinceZh ?? null,
      adminUnreliable: false,
      economyCode: economy.code,
      economyEn: economy.nameEn,
      economyZh: economy.nameZh,
      capital: '',
      soleNationalCapital: false,
      population: null,
    });
    population = latest?.value ?? null;
    descriptionEn = latest ? `${base.en} Population about ${populationEn(latest.value)} (${latest.en}).` : base.en;
    descriptionZh = latest ? `${base.zh}人口约${populationZh(latest.value)}（${latest.zh}）。` : base.zh;
  }
  return {
    key: s?.key ?? (w ? `UN-WUP:${w.code}` : `CBSA:${(b as SourceCity).code}`),
    economy: economy.code,
    nameEn,
    nameZh,
    adminName,
    lat: s?.lat ?? w?.lat ?? (b as SourceCity).lat,
    lng: s?.lng ?? w?.lng ?? (b as SourceCity).lng,
    capital: s?.capital ?? '',
    population,
    kindOfArea,
    codes,
    aliases,
    descriptionEn: figures.en ? `${descriptionEn} ${figures.en}` : descriptionEn,
    descriptionZh: `${descriptionZh}${figures.zh}`,
  };
}

/** One line of city-values.csv: a series, a city, its first year and the values of consecutive years. */
export function cityValueLines(
  key: string,
  g: CityGroup<SeededJson>,
  defs: readonly CityIndicatorDef[],
): { line: string; count: number }[] {
  const out: { line: string; count: number }[] = [];
  for (const d of defs) {
    const c = d.scheme === 'UN-WUP' ? g.wup : g.bea;
    const series = c?.indicators.get(d.indicator);
    if (!c || !series) continue;
    if (series.unit !== d.sourceUnit)
      throw new Error(`${c.code} ${d.indicator}: unit "${series.unit}" is not "${d.sourceUnit}"`);
    const years = [...series.years.keys()].sort((a, b) => a - b);
    const first = years[0] as number;
    const last = years[years.length - 1] as number;
    const cells: string[] = [];
    for (let y = first; y <= last; y++) {
      const v = series.years.get(y);
      cells.push(v === undefined ? '' : d.convert === 'thousands' ? thousandsToUnits(v) : v);
    }
    out.push({ line: `${d.number},${key},${first},${cells.join(' ')}`, count: years.length });
  }
  return out;
}
