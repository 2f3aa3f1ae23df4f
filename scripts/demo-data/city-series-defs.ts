/** The city-level series of the demo: UN WUP 2018 urban agglomerations and BEA metropolitan areas. */
import type { GroupDef } from './series-defs.js';

export interface CityIndicatorDef {
  number: string;
  parentNumber: string;
  nameEn: string;
  nameZh: string;
  unitEn: string;
  unitZh: string;
  descriptionEn: string;
  descriptionZh: string;
  sourceEn: string;
  sourceZh: string;
  licence: 'CC BY 3.0 IGO' | 'Public domain';
  decimals: number;
  valueKind: 'amount' | 'index';
  scheme: 'UN-WUP' | 'CBSA';
  /** The `indicator` of the long file. */
  indicator: string;
  /** The `unit` of the long file (checked on every row). */
  sourceUnit: string;
  /** 'thousands': published in thousands, shipped in units by moving the decimal point (exact). */
  convert: 'none' | 'thousands';
  /** First year whose values are the publisher's projections, not estimates (null: none). */
  projectionsFrom: number | null;
}

export const wupCitationEn =
  'United Nations, Department of Economic and Social Affairs, Population Division (2018). World Urbanization Prospects: The 2018 Revision, Online Edition.';
export const wupCitationZh =
  '联合国经济和社会事务部人口司（2018）。《世界城镇化展望：2018年修订版》，在线版。（United Nations, Department of Economic and Social Affairs, Population Division (2018). World Urbanization Prospects: The 2018 Revision, Online Edition.）';
const wupSourceEn = `${wupCitationEn} File 22 (POP/DB/WUP/Rev.2018/1/F22). Licence CC BY 3.0 IGO.`;
const wupSourceZh = `${wupCitationZh} 文件22（POP/DB/WUP/Rev.2018/1/F22）。许可：CC BY 3.0 IGO。`;
const beaGdpEn =
  'U.S. Bureau of Economic Analysis, Regional Economic Accounts, table CAGDP1 (vintage 1 November 2024). Public domain (US federal work).';
const beaGdpZh = '美国经济分析局（BEA），地区经济账户，表 CAGDP1（2024年11月1日版）。公有领域（美国联邦政府作品）。';
const beaIncEn =
  'U.S. Bureau of Economic Analysis, Regional Economic Accounts, table CAINC1 (vintage 16 November 2023). Public domain (US federal work).';
const beaIncZh = '美国经济分析局（BEA），地区经济账户，表 CAINC1（2023年11月16日版）。公有领域（美国联邦政府作品）。';

const msaEn =
  'City-level figures for US metropolitan statistical areas (MSAs) as delineated by OMB bulletin 20-01 (March 2020), applied to all years. An MSA is a core urban area of at least 50,000 people with the counties economically tied to it; it is larger than the city of the same name.';
const msaZh =
  '城市层面数据：美国大都市统计区（MSA），按美国管理和预算办公室（OMB）2020年3月第20-01号公告划定的范围，所有年份均采用该范围。大都市统计区由至少5万人的核心城区及与其经济联系紧密的县组成，范围大于同名城市。';

export const cityGroups: readonly GroupDef[] = [
  {
    number: '4000',
    nameEn: 'City population',
    nameZh: '城市人口',
    descriptionEn:
      'City-level population: UN urban agglomerations (all APEC economies) and US metropolitan statistical areas. Each city names the kind of area its figures cover.',
    descriptionZh:
      '城市层面人口：联合国城市集聚区（全部 APEC 经济体）和美国大都市统计区。每个城市注明其数据所覆盖的区域类型。',
  },
  {
    number: '5000',
    nameEn: 'City economy',
    nameZh: '城市经济',
    descriptionEn:
      'City-level output and income of US metropolitan statistical areas (U.S. Bureau of Economic Analysis).',
    descriptionZh: '美国大都市统计区的城市层面产出与收入（美国经济分析局）。',
  },
];

export const cityIndicators: readonly CityIndicatorDef[] = [
  {
    number: '4100',
    parentNumber: '4000',
    nameEn: 'Urban agglomeration population (UN WUP 2018)',
    nameZh: '城市集聚区人口（联合国《世界城镇化展望2018》）',
    unitEn: 'persons',
    unitZh: '人',
    descriptionEn:
      'City-level figures: population of the urban agglomeration on 1 July, estimates 1950–2018; 2019–2035 are UN projections. The UN uses each country’s own definition (a city proper, an urban agglomeration or a metropolitan area): the city’s description gives the UN footnote. Published in thousands of persons with at most three decimals; shipped in persons by moving the decimal point (429.277 thousand = 429,277 persons), an exact conversion.',
    descriptionZh:
      '城市层面数据：城市集聚区7月1日人口，1950–2018年为估计数，2019–2035年为联合国预测数。联合国采用各国自己的定义（城市本体、城市集聚区或大都市区），城市介绍中列有联合国的脚注。原数据以千人为单位、至多三位小数；本平台以人为单位，仅移动小数点（429.277千人 = 429,277人），换算精确无误。',
    sourceEn: wupSourceEn,
    sourceZh: wupSourceZh,
    licence: 'CC BY 3.0 IGO',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'UN-WUP',
    indicator: 'population_urban_agglomeration',
    sourceUnit: 'thousands of persons (1 July)',
    convert: 'thousands',
    projectionsFrom: 2019,
  },
  {
    number: '4200',
    parentNumber: '4000',
    nameEn: 'Metropolitan area population (BEA)',
    nameZh: '大都市区人口（美国经济分析局）',
    unitEn: 'persons',
    unitZh: '人',
    descriptionEn: `${msaEn} Census Bureau mid-year population estimates (BEA's intercensal figures for 2010–2019), as published.`,
    descriptionZh: `${msaZh}美国人口普查局年中人口估计数（2010–2019年为 BEA 的普查间估计数），按原值发布。`,
    sourceEn: beaIncEn,
    sourceZh: beaIncZh,
    licence: 'Public domain',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'CBSA',
    indicator: 'population_midyear',
    sourceUnit: 'persons',
    convert: 'none',
    projectionsFrom: null,
  },
  {
    number: '5100',
    parentNumber: '5000',
    nameEn: 'Metropolitan real GDP (BEA)',
    nameZh: '大都市区实际地区生产总值（美国经济分析局）',
    unitEn: 'thousands of chained 2017 US$',
    unitZh: '千美元（2017年链式美元）',
    descriptionEn: `${msaEn} Real gross domestic product in thousands of chained 2017 dollars, as published.`,
    descriptionZh: `${msaZh}实际地区生产总值，以2017年链式美元计，单位千美元，按原值发布。`,
    sourceEn: beaGdpEn,
    sourceZh: beaGdpZh,
    licence: 'Public domain',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'CBSA',
    indicator: 'gdp_real',
    sourceUnit: 'thousands of chained 2017 US dollars',
    convert: 'none',
    projectionsFrom: null,
  },
  {
    number: '5200',
    parentNumber: '5000',
    nameEn: 'Metropolitan GDP, current dollars (BEA)',
    nameZh: '大都市区地区生产总值，现价（美国经济分析局）',
    unitEn: 'thousands of current US$',
    unitZh: '千美元（现价）',
    descriptionEn: `${msaEn} Gross domestic product in thousands of current dollars (not adjusted for inflation), as published.`,
    descriptionZh: `${msaZh}地区生产总值，现价（未按通胀调整），单位千美元，按原值发布。`,
    sourceEn: beaGdpEn,
    sourceZh: beaGdpZh,
    licence: 'Public domain',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'CBSA',
    indicator: 'gdp_current_dollars',
    sourceUnit: 'thousands of current US dollars',
    convert: 'none',
    projectionsFrom: null,
  },
  {
    number: '5300',
    parentNumber: '5000',
    nameEn: 'Metropolitan real GDP quantity index (BEA, 2017 = 100)',
    nameZh: '大都市区实际地区生产总值物量指数（美国经济分析局，2017 = 100）',
    unitEn: 'index, 2017 = 100',
    unitZh: '指数，2017 = 100',
    descriptionEn: `${msaEn} Chain-type quantity index of real GDP, 2017 = 100, as published.`,
    descriptionZh: `${msaZh}实际地区生产总值链式物量指数，2017 = 100，按原值发布。`,
    sourceEn: beaGdpEn,
    sourceZh: beaGdpZh,
    licence: 'Public domain',
    decimals: 3,
    valueKind: 'index',
    scheme: 'CBSA',
    indicator: 'gdp_real_quantity_index',
    sourceUnit: 'index, 2017=100',
    convert: 'none',
    projectionsFrom: null,
  },
  {
    number: '5400',
    parentNumber: '5000',
    nameEn: 'Metropolitan personal income (BEA)',
    nameZh: '大都市区个人收入（美国经济分析局）',
    unitEn: 'thousands of current US$',
    unitZh: '千美元（现价）',
    descriptionEn: `${msaEn} Personal income of the residents in thousands of current dollars (not adjusted for inflation), as published.`,
    descriptionZh: `${msaZh}居民个人收入，现价（未按通胀调整），单位千美元，按原值发布。`,
    sourceEn: beaIncEn,
    sourceZh: beaIncZh,
    licence: 'Public domain',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'CBSA',
    indicator: 'personal_income',
    sourceUnit: 'thousands of current US dollars',
    convert: 'none',
    projectionsFrom: null,
  },
  {
    number: '5500',
    parentNumber: '5000',
    nameEn: 'Metropolitan per capita personal income (BEA)',
    nameZh: '大都市区人均个人收入（美国经济分析局）',
    unitEn: 'current US$ per person',
    unitZh: '现价美元/人',
    descriptionEn: `${msaEn} Personal income divided by mid-year population, in current dollars, as published by BEA.`,
    descriptionZh: `${msaZh}个人收入除以年中人口，现价美元，按 BEA 原值发布。`,
    sourceEn: beaIncEn,
    sourceZh: beaIncZh,
    licence: 'Public domain',
    decimals: 0,
    valueKind: 'amount',
    scheme: 'CBSA',
    indicator: 'personal_income_per_capita',
    sourceUnit: 'current US dollars',
    convert: 'none',
    projectionsFrom: null,
  },
];
