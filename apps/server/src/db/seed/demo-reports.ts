import type { ReportColumn } from '@csp/contract';

/** A report column with the defaults of the report editor. */
const column = (field: string, title: string, titleEn: string, more: Partial<ReportColumn> = {}): ReportColumn => ({
  field,
  title,
  titleEn,
  dictCode: '',
  hidden: false,
  sortable: false,
  query: false,
  queryMode: 'single',
  queryView: 'text',
  queryHidden: false,
  ...more,
});

/**
 * Demo online reports over the statistics. They read the views of the `reports` schema only (migration 0009:
 * published values, economies, cities, series), like every report on the platform's own database.
 */
export const demoReports = [
  {
    code: 'demo_values_by_economy',
    nameZh: '各经济体历年数据',
    nameEn: 'Values by economy and year',
    sqlText: `select c.code as economy_code, c.name_en as economy, c.name_zh as economy_zh, s.number as series_number,
  s.name_en as series, s.name_zh as series_zh, v.year, v.value, s.unit_en as unit
from data_values v
join countries c on c.id = v.country_id
join series s on s.id = v.series_id
where v.city_id is null
order by c.sort, s.number, v.year`,
    columns: [
      column('economy_code', '经济体代码', 'Economy code', { hidden: true }),
      column('economy', '经济体（英文）', 'Economy', { query: true }),
      column('economy_zh', '经济体', 'Economy (Chinese)'),
      column('series_number', '指标编号', 'Series number', { query: true }),
      column('series', '指标（英文）', 'Series', { query: true, queryHidden: true }),
      column('series_zh', '指标', 'Series (Chinese)'),
      column('year', '年份', 'Year', { sortable: true, query: true, queryMode: 'group', queryView: 'number' }),
      column('value', '数值', 'Value', { sortable: true }),
      column('unit', '单位', 'Unit'),
    ],
    params: [],
  },
  {
    code: 'demo_city_popup',
    nameZh: '城市选择',
    nameEn: 'City picker',
    sqlText: `select ci.id, ci.name_en, ci.name_zh, c.name_en as economy, c.name_zh as economy_zh, ci.population
from cities ci
join countries c on c.id = ci.country_id
where ci.retired_at is null
order by ci.population desc nulls last, ci.id`,
    columns: [
      column('id', '编号', 'Id', { hidden: true }),
      column('name_en', '城市（英文）', 'City', { query: true }),
      column('name_zh', '城市', 'City (Chinese)', { query: true }),
      column('economy', '经济体（英文）', 'Economy', { query: true }),
      column('economy_zh', '经济体', 'Economy (Chinese)'),
      column('population', '人口', 'Population', { sortable: true }),
    ],
    params: [],
  },
];
