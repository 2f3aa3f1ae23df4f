/** Turns the series definitions into the entries of series.json. */
import { type CityIndicatorDef, cityGroups, cityIndicators } from './city-series-defs.js';
import { type GroupDef, groups, type IndicatorDef, indicators } from './series-defs.js';

export interface StatTypeJson {
  code: string;
  nameEn: string;
  nameZh: string;
  computeType: 'stored' | 'formula' | 'chain_index' | 'yoy';
  formula?: string;
  coefficient?: number;
  baseYear?: number;
}

export interface SeriesJson {
  number: string;
  /** Whose figures: an economy's (groups 1000–3000) or a city's own (4000–5000). */
  figures: 'economy' | 'city';
  parentNumber: string | null;
  level: 1 | 2;
  nameEn: string;
  nameZh: string;
  unitEn: string;
  unitZh: string;
  descriptionEn: string;
  descriptionZh: string;
  sourceEn: string;
  sourceZh: string;
  licence: string;
  decimals: number;
  valueKind: 'amount' | 'percent' | 'index';
  types: StatTypeJson[];
  /**
   * First year whose values are projections (WUP: 2019). Data for a future observation-status column;
   * until then the series description says it.
   */
  projectionsFrom?: number;
}

const value = { code: 'value', nameEn: 'Value', nameZh: '数值' } as const;
const yoy: StatTypeJson = {
  code: 'yoy',
  nameEn: 'Year-on-year change (%)',
  nameZh: '同比变化（%）',
  computeType: 'yoy',
};

function valueType(def: IndicatorDef): StatTypeJson {
  const s = def.source;
  switch (s.kind) {
    case 'ratio':
      return {
        ...value,
        computeType: 'formula',
        formula: `S${s.numerator} / S${s.denominator}`,
        coefficient: s.coefficient,
      };
    case 'chain':
      return { ...value, computeType: 'chain_index', formula: `S${s.rates}`, baseYear: s.baseYear };
    default:
      return { ...value, computeType: 'stored' };
  }
}

/** A group (level 1) of the series tree: no unit, source or licence, and no types. */
function groupJson(g: GroupDef, figures: SeriesJson['figures']): SeriesJson {
  return {
    number: g.number,
    figures,
    parentNumber: null,
    level: 1,
    nameEn: g.nameEn,
    nameZh: g.nameZh,
    unitEn: '',
    unitZh: '',
    descriptionEn: g.descriptionEn,
    descriptionZh: g.descriptionZh,
    sourceEn: '',
    sourceZh: '',
    licence: '',
    decimals: 2,
    valueKind: 'amount',
    types: [],
  };
}

/** An indicator (level 2) of the series tree, with its `types`. */
function indicatorJson(
  d: IndicatorDef | CityIndicatorDef,
  figures: SeriesJson['figures'],
  types: StatTypeJson[],
): SeriesJson {
  return {
    number: d.number,
    figures,
    parentNumber: d.parentNumber,
    level: 2,
    nameEn: d.nameEn,
    nameZh: d.nameZh,
    unitEn: d.unitEn,
    unitZh: d.unitZh,
    descriptionEn: d.descriptionEn,
    descriptionZh: d.descriptionZh,
    sourceEn: d.sourceEn,
    sourceZh: d.sourceZh,
    licence: d.licence,
    decimals: d.decimals,
    valueKind: d.valueKind,
    types,
  };
}

/**
 * The series tree in order: each group followed by its indicators. A percentage series (inflation,
 * urbanisation) gets no year-on-year type: a % change of a % is misleading.
 */
export function seriesJson(): SeriesJson[] {
  const out: SeriesJson[] = [];
  for (const g of groups) {
    out.push(groupJson(g, 'economy'));
    for (const d of indicators.filter((i) => i.parentNumber === g.number)) {
      out.push(indicatorJson(d, 'economy', d.valueKind === 'percent' ? [valueType(d)] : [valueType(d), yoy]));
    }
  }
  // City-level series: values stored per city, each with a year-on-year type.
  for (const g of cityGroups) {
    out.push(groupJson(g, 'city'));
    for (const d of cityIndicators.filter((i) => i.parentNumber === g.number)) {
      out.push({
        ...indicatorJson(d, 'city', [{ ...value, computeType: 'stored' }, yoy]),
        ...(d.projectionsFrom !== null ? { projectionsFrom: d.projectionsFrom } : {}),
      });
    }
  }
  return out;
}
