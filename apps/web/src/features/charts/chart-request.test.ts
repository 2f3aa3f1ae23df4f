import { describe, expect, it } from 'vitest';
import { type ChartRequest, chartFileUrl, chartPath } from './chart-request';

const request: ChartRequest = {
  cityIds: ['12', '13'],
  countryIds: ['3'],
  seriesId: '7',
  typeId: '40',
  startYear: 2001,
  endYear: 2020,
  yoy: false,
  lang: 'zh',
};

describe('chart download links', () => {
  it('gives the same query as CSV, XLSX and JSON-stat, values or year-on-year', () => {
    const query = 'seriesId=7&cityIds=12%2C13&countryIds=3&typeId=40&startYear=2001&endYear=2020&lang=zh';
    expect(chartFileUrl(request, 'csv')).toBe(`/api/reception/data/chart.csv?${query}`);
    expect(chartFileUrl(request, 'jsonstat')).toBe(`/api/reception/data/chart.jsonstat?${query}`);
    expect(chartFileUrl({ ...request, yoy: true }, 'jsonstat')).toBe(
      `/api/reception/data/yearToYear.jsonstat?${query}`,
    );
    expect(chartPath(request)).toBe('/reception/data/chart');
  });
});
