import type { ChartData } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { chartTable, isEmptyTable, tableCsv, tableStatuses, trimEmptyYears, yearWindow } from './chart-table';

const place = (key: string, label: string, fallback = false) => ({
  key,
  level: fallback ? ('economy' as const) : ('city' as const),
  cityId: key,
  countryId: '1',
  countryCode: 'AUS',
  name: label,
  nameZh: label,
  nameEn: label,
  label,
  economyLevelFallback: fallback,
});

const chart: Pick<ChartData, 'places' | 'data' | 'years'> = {
  years: [2017, 2018, 2019, 2020, 2021],
  places: [place('1', 'Sydney: Australia (economy-level figure)', true), place('18', 'Guangzhou')],
  data: { '1': [null, 10, null, 12.5, null], '18': [null, 20, 21, null, null] },
};

describe('chart table', () => {
  it('has a row per year and a column per place, economy-level figures marked', () => {
    const table = chartTable(chart);
    expect(table.columns.map((c) => [c.label, c.economyLevelFallback])).toEqual([
      ['Sydney: Australia (economy-level figure)', true],
      ['Guangzhou', false],
    ]);
    expect(table.rows[1]).toEqual({ year: 2018, values: [10, 20] });
    expect(table.rows).toHaveLength(5);
  });

  it('drops leading and trailing years without figures, keeps gaps inside', () => {
    const rows = trimEmptyYears(chartTable(chart)).rows;
    expect(rows.map((r) => r.year)).toEqual([2018, 2019, 2020]);
    expect(rows[1]?.values).toEqual([null, 21]);
  });

  it('knows an empty reply', () => {
    const empty = chartTable({ ...chart, data: { '1': [null, null, null, null, null] } });
    expect(isEmptyTable(empty)).toBe(true);
    expect(trimEmptyYears(empty).rows).toEqual([]);
    expect(isEmptyTable(chartTable(chart))).toBe(false);
  });

  it('cuts the zoom window', () => {
    expect(yearWindow(chartTable(chart), 2019, 2020).rows.map((r) => r.year)).toEqual([2019, 2020]);
  });

  it('writes CSV with the figures as shown, then title, unit, source and licence', () => {
    const csv = tableCsv(trimEmptyYears(chartTable(chart)), {
      title: 'GDP, "current" US$',
      unit: 'current US$',
      source: 'World Bank',
      licence: '=PDDL',
      labels: { year: 'Year', unit: 'Unit', source: 'Source', licence: 'Licence' },
    });
    expect(csv.split('\r\n')).toEqual([
      'Year,Sydney: Australia (economy-level figure),Guangzhou',
      '2018,10,20',
      '2019,,21',
      '2020,12.5,',
      '',
      '"GDP, ""current"" US$"',
      'Unit,current US$',
      'Source,World Bank',
      "Licence,'=PDDL",
      '',
    ]);
  });
});

describe('observation statuses in the chart table', () => {
  const flagged: Pick<ChartData, 'places' | 'data' | 'years' | 'flags'> = {
    ...chart,
    flags: { '18': [null, null, 'projection', null, null] },
  };

  it('keeps each value’s status next to it, and none when the reply has no flags', () => {
    const table = chartTable(flagged);
    expect(table.rows.map((r) => r.flags)).toEqual([
      [null, null],
      [null, null],
      [null, 'projection'],
      [null, null],
      [null, null],
    ]);
    expect(tableStatuses(table)).toEqual(['projection']);
    expect(chartTable(chart).rows[0]).not.toHaveProperty('flags');
    expect(tableStatuses(chartTable(chart))).toEqual([]);
  });

  it('writes a status column for a place with statuses, and the legend under the table', () => {
    const csv = tableCsv(trimEmptyYears(chartTable(flagged)), {
      title: 'Population',
      unit: 'persons',
      source: 'UN',
      licence: 'CC BY 3.0 IGO',
      labels: { year: 'Year', unit: 'Unit', source: 'Source', licence: 'Licence', status: 'status' },
      statusLegend: ['F = Projection: projected by the source, not observed'],
      flagOf: (s) => (s === 'projection' ? 'F' : s),
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('Year,Sydney: Australia (economy-level figure),Guangzhou,Guangzhou (status)');
    expect(lines[1]).toBe('2018,10,20,');
    expect(lines[2]).toBe('2019,,21,F');
    expect(lines.at(-1)).toBe('status,"F = Projection: projected by the source, not observed"');
    // Without statuses, no status column and no legend.
    const plain = tableCsv(chartTable(chart), {
      title: 't',
      unit: 'u',
      source: 's',
      licence: 'l',
      labels: { year: 'Year', unit: 'Unit', source: 'Source', licence: 'Licence' },
      statusLegend: ['F = Projection'],
    });
    expect(plain).not.toContain('status');
    expect(plain).not.toContain('Projection');
  });
});
