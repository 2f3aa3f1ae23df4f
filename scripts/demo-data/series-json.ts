/** Turns the series definitions into the entries of series.json. */
import { groups, type IndicatorDef, indicators } from './series-defs.js';

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

/**
 * The series tree in order: each group followed by its indicators. A percentage series (inflation,
 * urbanisation) gets no year-on-year type: a % change of a % is misleading.
 */
export function seriesJson(): SeriesJson[] {
  const out: SeriesJson[] = [];
  for (const g of groups) {
    out.push({
      number: g.number,
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
    });
    for (const d of indicators.filter((i) => i.parentNumber === g.number)) {
      out.push({
        number: d.number,
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
        types: d.valueKind === 'percent' ? [valueType(d)] : [valueType(d), yoy],
      });
    }
  }
  return out;
}
