/** The demo series tree: level-1 groups and level-2 indicators, with where each indicator's values come from. */

/** How an indicator's economy-level values are obtained. */
export type ValueSource =
  /** Long-format World Bank file: `Country Code`, `Year` and a value column. */
  | { kind: 'long'; file: string; column: string }
  /** Wide-format World Bank file (tidyr world_bank_pop): `country`, `indicator`, one column per year. */
  | { kind: 'wide'; file: string; indicator: string }
  /** Our World in Data file: `iso_code`, `year` and a value column. */
  | { kind: 'owid'; column: string }
  /** S<numerator> / S<denominator> × coefficient. */
  | { kind: 'ratio'; numerator: string; denominator: string; coefficient: number }
  /** Index chained from an annual % rate series, 100 in the base year. */
  | { kind: 'chain'; rates: string; baseYear: number };

export interface SeriesText {
  nameEn: string;
  nameZh: string;
  descriptionEn: string;
  descriptionZh: string;
}

export interface GroupDef extends SeriesText {
  number: string;
}

export interface IndicatorDef extends SeriesText {
  number: string;
  parentNumber: string;
  unitEn: string;
  unitZh: string;
  sourceEn: string;
  sourceZh: string;
  licence: 'PDDL' | 'CC BY 4.0';
  decimals: number;
  valueKind: 'amount' | 'percent' | 'index';
  source: ValueSource;
}

export const owidFile = 'indicators/owid-co2-energy-gdp.csv';

const economyLevelEn = 'Economy-level (national) figures, not city figures.';
const economyLevelZh = '经济体层面（全国）数据，并非城市数据。';
const wbEn = (code: string, dataset: string) =>
  `World Bank, World Development Indicators (${code}), via datahub.io datasets/${dataset}`;
const wbZh = (code: string, dataset: string) =>
  `世界银行世界发展指标（${code}），经 datahub.io datasets/${dataset} 获取`;
const tidyrEn =
  'World Bank, World Development Indicators (SP.URB.TOTL), via the world_bank_pop data of the R package tidyr';
const tidyrZh = '世界银行世界发展指标（SP.URB.TOTL），经 R 语言 tidyr 包的 world_bank_pop 数据获取';
const owidEn = 'Our World in Data, CO2 and greenhouse gas emissions data (co2-data, December 2020 release)';
const owidZh = 'Our World in Data 二氧化碳与温室气体排放数据（co2-data，2020年12月版）';

export const groups: readonly GroupDef[] = [
  {
    number: '1000',
    nameEn: 'Economy',
    nameZh: '经济',
    descriptionEn: `Output, output per person and prices. ${economyLevelEn}`,
    descriptionZh: `产出、人均产出与价格。${economyLevelZh}`,
  },
  {
    number: '2000',
    nameEn: 'Population',
    nameZh: '人口',
    descriptionEn: `Total and urban population. ${economyLevelEn}`,
    descriptionZh: `总人口与城镇人口。${economyLevelZh}`,
  },
  {
    number: '3000',
    nameEn: 'Energy and emissions',
    nameZh: '能源与排放',
    descriptionEn: `Carbon dioxide emissions and primary energy consumption. ${economyLevelEn}`,
    descriptionZh: `二氧化碳排放与一次能源消费。${economyLevelZh}`,
  },
];

export const indicators: readonly IndicatorDef[] = [
  {
    number: '1100',
    parentNumber: '1000',
    nameEn: 'GDP (current US$)',
    nameZh: '国内生产总值（现价美元）',
    unitEn: 'current US$',
    unitZh: '现价美元',
    descriptionEn: `Gross domestic product in current US dollars, as published by the World Bank. ${economyLevelEn} The source has no figures for Chinese Taipei.`,
    descriptionZh: `以现价美元计的国内生产总值，取自世界银行发布的数据。${economyLevelZh}来源数据不含中国台北。`,
    sourceEn: wbEn('NY.GDP.MKTP.CD', 'gdp'),
    sourceZh: wbZh('NY.GDP.MKTP.CD', 'gdp'),
    licence: 'PDDL',
    decimals: 0,
    valueKind: 'amount',
    source: { kind: 'long', file: 'indicators/wb-gdp-current-usd.csv', column: 'Value' },
  },
  {
    number: '1200',
    parentNumber: '1000',
    nameEn: 'GDP per person (current US$)',
    nameZh: '人均国内生产总值（现价美元）',
    unitEn: 'current US$ per person',
    unitZh: '现价美元/人',
    descriptionEn: `Computed for this demo: GDP (current US$) divided by total population, for each economy and year where both exist. ${economyLevelEn}`,
    descriptionZh: `本演示数据计算所得：国内生产总值（现价美元）除以总人口，仅计算两者均有数据的经济体和年份。${economyLevelZh}`,
    sourceEn:
      'Derived from World Bank, World Development Indicators: NY.GDP.MKTP.CD (via datahub.io datasets/gdp) and SP.POP.TOTL (via datahub.io datasets/population)',
    sourceZh:
      '由世界银行世界发展指标 NY.GDP.MKTP.CD（经 datahub.io datasets/gdp 获取）与 SP.POP.TOTL（经 datahub.io datasets/population 获取）计算',
    licence: 'PDDL',
    decimals: 0,
    valueKind: 'amount',
    source: { kind: 'ratio', numerator: '1100', denominator: '2100', coefficient: 1 },
  },
  {
    number: '1300',
    parentNumber: '1000',
    nameEn: 'GDP deflator inflation (annual %)',
    nameZh: 'GDP平减指数通胀率（年度%）',
    unitEn: '% per year',
    unitZh: '%/年',
    descriptionEn: `Inflation measured by the annual growth rate of the GDP implicit deflator, as published by the World Bank. ${economyLevelEn}`,
    descriptionZh: `以GDP隐含平减指数年增长率衡量的通货膨胀率，取自世界银行发布的数据。${economyLevelZh}`,
    sourceEn: wbEn('NY.GDP.DEFL.KD.ZG', 'inflation'),
    sourceZh: wbZh('NY.GDP.DEFL.KD.ZG', 'inflation'),
    licence: 'PDDL',
    decimals: 2,
    valueKind: 'percent',
    source: { kind: 'long', file: 'indicators/wb-gdp-deflator-inflation.csv', column: 'Inflation' },
  },
  {
    number: '1400',
    parentNumber: '1000',
    nameEn: 'GDP deflator index (2017 = 100)',
    nameZh: 'GDP平减指数（2017年=100）',
    unitEn: '2017 = 100',
    unitZh: '2017年=100',
    descriptionEn: `Computed for this demo by chaining the GDP deflator inflation series: 100 in 2017, each later year the previous year's index × (1 + inflation / 100), each earlier year the next year's index ÷ (1 + next year's inflation / 100). Only over the unbroken run of years with inflation data that contains 2017. ${economyLevelEn}`,
    descriptionZh: `本演示数据由GDP平减指数通胀率连乘得出：2017年为100，之后各年为上一年指数 ×（1 + 通胀率/100），之前各年为下一年指数 ÷（1 + 下一年通胀率/100）。仅覆盖包含2017年且连续有通胀率数据的年份。${economyLevelZh}`,
    sourceEn: `Derived from ${wbEn('NY.GDP.DEFL.KD.ZG', 'inflation')}`,
    sourceZh: '由世界银行世界发展指标 NY.GDP.DEFL.KD.ZG（经 datahub.io datasets/inflation 获取）计算',
    licence: 'PDDL',
    decimals: 2,
    valueKind: 'index',
    source: { kind: 'chain', rates: '1300', baseYear: 2017 },
  },
  {
    number: '2100',
    parentNumber: '2000',
    nameEn: 'Population, total',
    nameZh: '总人口',
    unitEn: 'persons',
    unitZh: '人',
    descriptionEn: `Total population (mid-year estimates), as published by the World Bank. ${economyLevelEn} The source has no figures for Chinese Taipei.`,
    descriptionZh: `总人口（年中估计数），取自世界银行发布的数据。${economyLevelZh}来源数据不含中国台北。`,
    sourceEn: wbEn('SP.POP.TOTL', 'population'),
    sourceZh: wbZh('SP.POP.TOTL', 'population'),
    licence: 'PDDL',
    decimals: 0,
    valueKind: 'amount',
    source: { kind: 'long', file: 'indicators/wb-population.csv', column: 'Value' },
  },
  {
    number: '2200',
    parentNumber: '2000',
    nameEn: 'Urban population',
    nameZh: '城镇人口',
    unitEn: 'persons',
    unitZh: '人',
    descriptionEn: `People living in areas defined as urban by national statistical offices, as published by the World Bank; years 2000–2017 only. ${economyLevelEn} The source has no figures for Chinese Taipei.`,
    descriptionZh: `居住在各国统计机构所界定城镇地区的人口，取自世界银行发布的数据；仅有2000–2017年。${economyLevelZh}来源数据不含中国台北。`,
    sourceEn: tidyrEn,
    sourceZh: tidyrZh,
    licence: 'CC BY 4.0',
    decimals: 0,
    valueKind: 'amount',
    source: { kind: 'wide', file: 'indicators/wb-urban-and-total-population.csv', indicator: 'SP.URB.TOTL' },
  },
  {
    number: '2300',
    parentNumber: '2000',
    nameEn: 'Urbanisation rate (%)',
    nameZh: '城镇化率（%）',
    unitEn: '%',
    unitZh: '%',
    descriptionEn: `Computed for this demo: urban population divided by total population × 100. The urban population comes from an earlier World Bank release than the total population, so for some economies the rate differs slightly from the World Bank's own urban share. ${economyLevelEn}`,
    descriptionZh: `本演示数据计算所得：城镇人口除以总人口 × 100。城镇人口与总人口取自世界银行不同时期发布的数据，因此部分经济体的结果与世界银行公布的城镇人口比重略有差异。${economyLevelZh}`,
    sourceEn:
      'Derived from World Bank, World Development Indicators: SP.URB.TOTL (via the world_bank_pop data of the R package tidyr) and SP.POP.TOTL (via datahub.io datasets/population)',
    sourceZh:
      '由世界银行世界发展指标 SP.URB.TOTL（经 R 语言 tidyr 包的 world_bank_pop 数据获取）与 SP.POP.TOTL（经 datahub.io datasets/population 获取）计算',
    licence: 'CC BY 4.0',
    decimals: 2,
    valueKind: 'percent',
    source: { kind: 'ratio', numerator: '2200', denominator: '2100', coefficient: 100 },
  },
  {
    number: '3100',
    parentNumber: '3000',
    nameEn: 'CO2 emissions (million tonnes)',
    nameZh: '二氧化碳排放量（百万吨）',
    unitEn: 'million tonnes',
    unitZh: '百万吨',
    descriptionEn: `Annual production-based (territorial) emissions of carbon dioxide, as published by Our World in Data, to 2018. Early years are sparse historical estimates and are kept exactly as published (a few of them are negative in the source). ${economyLevelEn}`,
    descriptionZh: `按生产（领土）口径计算的年度二氧化碳排放量，取自 Our World in Data，至2018年。早期年份为零散的历史估算，按原样保留（来源中有少数为负值）。${economyLevelZh}`,
    sourceEn: owidEn,
    sourceZh: owidZh,
    licence: 'CC BY 4.0',
    decimals: 2,
    valueKind: 'amount',
    source: { kind: 'owid', column: 'co2' },
  },
  {
    number: '3200',
    parentNumber: '3000',
    nameEn: 'CO2 emissions per person (tonnes)',
    nameZh: '人均二氧化碳排放量（吨）',
    unitEn: 'tonnes per person',
    unitZh: '吨/人',
    descriptionEn: `Annual production-based carbon dioxide emissions per person, as published by Our World in Data, to 2018. ${economyLevelEn}`,
    descriptionZh: `按生产口径计算的人均年度二氧化碳排放量，取自 Our World in Data，至2018年。${economyLevelZh}`,
    sourceEn: owidEn,
    sourceZh: owidZh,
    licence: 'CC BY 4.0',
    decimals: 2,
    valueKind: 'amount',
    source: { kind: 'owid', column: 'co2_per_capita' },
  },
  {
    number: '3300',
    parentNumber: '3000',
    nameEn: 'Primary energy consumption (TWh)',
    nameZh: '一次能源消费量（太瓦时）',
    unitEn: 'TWh',
    unitZh: '太瓦时',
    descriptionEn: `Primary energy consumption in terawatt-hours, as published by Our World in Data, to 2016. The source has no figures for Brunei Darussalam and Papua New Guinea. ${economyLevelEn}`,
    descriptionZh: `一次能源消费量（太瓦时），取自 Our World in Data，至2016年。来源数据不含文莱和巴布亚新几内亚。${economyLevelZh}`,
    sourceEn: owidEn,
    sourceZh: owidZh,
    licence: 'CC BY 4.0',
    decimals: 1,
    valueKind: 'amount',
    source: { kind: 'owid', column: 'primary_energy_consumption' },
  },
  {
    number: '3400',
    parentNumber: '3000',
    nameEn: 'Energy use per person (kWh)',
    nameZh: '人均能源消费量（千瓦时）',
    unitEn: 'kWh per person',
    unitZh: '千瓦时/人',
    descriptionEn: `Primary energy consumption per person in kilowatt-hours, as published by Our World in Data, to 2016. The source has no figures for Brunei Darussalam and Papua New Guinea. ${economyLevelEn}`,
    descriptionZh: `人均一次能源消费量（千瓦时），取自 Our World in Data，至2016年。来源数据不含文莱和巴布亚新几内亚。${economyLevelZh}`,
    sourceEn: owidEn,
    sourceZh: owidZh,
    licence: 'CC BY 4.0',
    decimals: 0,
    valueKind: 'amount',
    source: { kind: 'owid', column: 'energy_per_capita' },
  },
];
