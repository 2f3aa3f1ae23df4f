import type { PlaceTableRow } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { filterLines, nextSort, pageOf, sortLines, tableCsv, tableLines } from './table-model';

function row(
  key: string,
  name: string,
  countryId: string,
  level: 'city' | 'economy',
  start: [number, number] | null,
  end: [number, number] | null,
): PlaceTableRow {
  return {
    place: {
      key,
      level,
      cityId: level === 'city' ? key : null,
      countryId,
      countryCode: countryId === '1' ? 'TWN' : 'CHN',
      name,
      nameZh: name,
      nameEn: name,
      label: name,
      economyLevelFallback: false,
    },
    startYear: start?.[0] ?? null,
    startValue: start?.[1] ?? null,
    endYear: end?.[0] ?? null,
    endValue: end?.[1] ?? null,
  };
}

const rows = [
  row('7', 'Taipei', '1', 'city', [2017, 274.6], [2026, 274.612]),
  row('8', '=HYPERLINK("x")', '1', 'city', [2017, 10], [2026, 5]),
  row('9', 'Beijing', '2', 'city', [2017, 0], [2026, 3]),
  row('10', 'Shanghai', '2', 'city', [2026, 40], [2026, 40]),
  row('economy-1', 'Chinese Taipei', '1', 'economy', null, null),
  row('economy-2', 'China', '2', 'economy', [2017, 100], [2026, 150]),
];
const economies: Record<string, string> = { '1': 'Chinese Taipei', '2': 'China' };
const lines = tableLines(rows, (id) => economies[id] ?? '');
const keys = (list: { key: string }[]) => list.map((l) => l.key);

describe('the place table', () => {
  it('works out change and % change, none from one figure or from zero', () => {
    const byKey = new Map(lines.map((l) => [l.key, l]));
    expect(byKey.get('7')).toMatchObject({ change: 0.012, economy: 'Chinese Taipei' });
    expect(byKey.get('7')?.pct).toBeCloseTo(0.00437, 5);
    expect(byKey.get('8')).toMatchObject({ change: -5, pct: -50 });
    expect(byKey.get('9')).toMatchObject({ change: 3, pct: null });
    expect(byKey.get('10')).toMatchObject({ change: null, pct: null, end: 40 });
    expect(byKey.get('economy-2')).toMatchObject({ economy: 'China', pct: 50 });
  });

  it('sorts by value, change and % change both ways with blanks always last', () => {
    const cities = filterLines(lines, 'city');
    expect(keys(sortLines(cities, '-value', 'en'))).toEqual(['7', '10', '8', '9']);
    expect(keys(sortLines(cities, 'value', 'en'))).toEqual(['9', '8', '10', '7']);
    expect(keys(sortLines(cities, '-change', 'en'))).toEqual(['9', '7', '8', '10']);
    expect(keys(sortLines(cities, 'change', 'en'))).toEqual(['8', '7', '9', '10']);
    expect(keys(sortLines(cities, '-pct', 'en'))).toEqual(['7', '8', '9', '10']);
    expect(keys(sortLines(cities, 'name', 'en'))).toEqual(['8', '9', '10', '7']);
    expect(keys(sortLines(cities, '-name', 'en'))).toEqual(['7', '10', '9', '8']);
  });

  it('filters by level and economy', () => {
    expect(keys(filterLines(lines, 'economy'))).toEqual(['economy-1', 'economy-2']);
    expect(keys(filterLines(lines, 'all', '1'))).toEqual(['7', '8', 'economy-1']);
    expect(keys(filterLines(lines, 'city', '2'))).toEqual(['9', '10']);
  });

  it('turns headers into sorts and pages 1,500 places', () => {
    expect(nextSort('-value', 'change')).toBe('-change');
    expect(nextSort('-change', 'change')).toBe('change');
    expect(nextSort('change', 'change')).toBe('-change');
    expect(nextSort('-value', 'name')).toBe('name');
    const many = Array.from({ length: 1500 }, (_, i) => i);
    expect(pageOf(many, 1, 50)).toMatchObject({ pages: 30, page: 1 });
    expect(pageOf(many, 30, 50).items).toEqual(many.slice(1450));
    expect(pageOf(many, 99, 50).page).toBe(30);
    expect(pageOf([], Number.NaN, 50)).toMatchObject({ pages: 1, page: 1, items: [] });
  });

  it('writes CSV a spreadsheet reads safely, Chinese included', () => {
    const csv = tableCsv(
      sortLines(filterLines(lines, 'city', '1'), 'name', 'zh'),
      {
        place: '地点',
        level: '层级',
        economy: '经济体',
        code: '代码',
        startYear: '起始年',
        start: '起始值',
        endYear: '结束年',
        end: '结束值',
        change: '变化',
        pct: '变化 %',
        levelName: (level) => (level === 'city' ? '城市' : '经济体'),
      },
      [['来源', 'UN "WUP"']],
    );
    expect(csv.startsWith('\uFEFF"地点","层级"')).toBe(true);
    const lines2 = csv.slice(1).split('\r\n');
    expect(lines2[1]).toBe(`"'=HYPERLINK(""x"")","城市","Chinese Taipei","TWN",2017,10,2026,5,-5,-50`);
    expect(lines2[2]).toBe('"Taipei","城市","Chinese Taipei","TWN",2017,274.6,2026,274.612,0.012,0.00437');
    expect(lines2.at(-2)).toBe('"来源","UN ""WUP"""');
  });
});
