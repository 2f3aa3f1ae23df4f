import {
  type ChartData,
  type ChartPlace,
  type Language,
  PER_PERSON_SIGNIFICANT,
  type PerPersonNode,
  type PopulationName,
  type PopulationSeries,
  perPersonChart,
  perPersonPlan,
  perPersonUnitSuffix,
  populationQueries,
} from '@csp/contract';
import { badRequest } from '../../errors.js';
import type { CatalogueCache } from './catalogue.js';
import type { ChartService } from './chart.service.js';

/**
 * The downloads of a per-person view (issue 19, `?pp=1` on the chart's CSV, XLSX and JSON-stat): the chart divided
 * by the population of the same place and year with the contract's one implementation (`core/per-person.ts`, the
 * one the web chart uses), from the same public replies the chart divides (the population series of the same
 * places over the same years), so a file holds exactly the figures the chart shows.
 */
export interface PerPersonView {
  /** The chart divided: per-person figures, the unit "… per person" / "…/人", the decimals of the rounding rule. */
  chart: ChartData;
  /** The figures as published, by place key: where one has no population figure its per-person cell is empty. */
  raw: ChartData['data'];
  /** How a place's figures were computed, in the file's language (a column of the CSV and the Data sheet). */
  method: (place: ChartPlace) => string;
  /** What the file says about the computation (label, text), in the file's language. */
  notes: [string, string][];
}

const nameOf = (name: PopulationName | undefined, lang: Language) =>
  name ? `${name.number} ${lang === 'zh' ? name.nameZh || name.nameEn : name.nameEn || name.nameZh}` : '';

function texts(lang: Language, population: PopulationSeries, sources: string[], series: string) {
  const economy = nameOf(population.names.economy, lang);
  const city = nameOf(population.names.city, lang);
  const n = PER_PERSON_SIGNIFICANT;
  if (lang === 'zh') {
    return {
      method: (people: string) =>
        `数值 ÷ 同一地区同一年份的人口（${people}）；按公布数值精确十进制相除，四舍五入（远离零）保留 ${n} 位有效数字`,
      notes: [
        [
          '人均',
          `推算数据，非公布数据：${series} 的每个数值除以同一地区同一年份的人口（经济体：${economy || '–'}；城市：${city || '–'}）。按公布数值精确十进制相除（无二进制浮点误差），四舍五入（远离零）保留 ${n} 位有效数字；缺少人口数据的年份留空。`,
        ],
        ['人口数据来源', sources.join('；')],
      ] as [string, string][],
      economy,
      city,
    };
  }
  return {
    method: (people: string) =>
      `Value ÷ population of the same place and year (${people}); exact decimal division of the published figures, rounded half away from zero to ${n} significant figures`,
    notes: [
      [
        'Per person',
        `Derived, not published: each figure of ${series} divided by the population of the same place in the same year (economies: ${economy || '–'}; cities: ${city || '–'}). Exact decimal division of the figures as published (no binary floating-point error), rounded half away from zero to ${n} significant figures; a year without a population figure is left empty.`,
      ],
      ['Population source', sources.join('; ')],
    ] as [string, string][],
    economy,
    city,
  };
}

export function perPersonFiles(chart: ChartService, catalogues: CatalogueCache) {
  /** The public series (open and shown in the tree), as the web's series tree lists them. */
  async function publicSeries(version: number) {
    const cat = await catalogues.get(version);
    return [...cat.series.values()]
      .filter((s) => s.open && s.display)
      .map((s) => ({
        id: String(s.id),
        pid: s.pid === null ? null : String(s.pid),
        number: s.number,
        nameEn: s.nameEn,
        nameZh: s.nameZh,
        sourceEn: s.sourceEn,
        valueKind: s.valueKind,
        unitEn: s.unitEn,
        unitZh: s.unitZh,
      })) satisfies PerPersonNode[];
  }

  /** The chart per person; a 400 (`perPersonUnavailable`) where the chart offers no per-person view. */
  return async function perPersonView(data: ChartData, lang: Language, version: number): Promise<PerPersonView> {
    const nodes = await publicSeries(version);
    const node = nodes.find((n) => n.id === data.series.id);
    const yoy = data.yearOnYear || data.type.computeType === 'yoy';
    const plan = node ? perPersonPlan(node, nodes, yoy) : ({ available: false, reason: 'noPopulation' } as const);
    if (!plan.available) throw badRequest('perPersonUnavailable', [{ field: 'pp', message: 'perPersonUnavailable' }]);
    const queries = populationQueries(data, plan.population);
    const years = { startYear: data.requestParams.startYear, endYear: data.requestParams.endYear };
    const [economy, city] = await Promise.all([
      queries.economy ? chart.chart({ ...queries.economy, ...years }, { lang, yoy: false }, version) : undefined,
      queries.city ? chart.chart({ ...queries.city, ...years }, { lang, yoy: false }, version) : undefined,
    ]);
    const divided = perPersonChart(
      data,
      { economy, city },
      { ...perPersonUnitSuffix, current: perPersonUnitSuffix[lang] },
    );
    const sources = [economy, city]
      .filter((reply): reply is ChartData => Boolean(reply))
      .map((r) => `${r.series.number} ${r.series.name}: ${r.series.source || '–'} (${r.series.licence || '–'})`);
    const t = texts(lang, plan.population, sources, `${data.series.number} ${data.series.name}`.trim());
    return {
      chart: divided.chart,
      raw: data.data,
      method: (place) => t.method((place.level === 'economy' ? t.economy : t.city) || '–'),
      notes: t.notes,
    };
  };
}
export type PerPersonFiles = ReturnType<typeof perPersonFiles>;
