import { describe, expect, it } from 'vitest';
import { panelRequests } from './panel-requests';

const base = { cityIds: ['1'], countryIds: [], seriesId: '4', startYear: 2010, endYear: 2020, lang: 'en' as const };
const type = (id: string, computeType: string) => ({
  id,
  typeId: '4',
  code: id,
  name: id,
  nameZh: id,
  nameEn: id,
  content: '',
  computeType,
  resFlag: 0,
});
const series = { yearOnYear: true, types: [type('1', 'stored'), type('2', 'yoy'), type('3', 'formula')] };

describe('series panel charts (SPEC §2: one chart per statistical type)', () => {
  it('charts the chosen type, then every other type', () => {
    const plan = panelRequests(base, series, '1', false);
    expect(plan.main).toEqual({ ...base, typeId: '1', yoy: false });
    expect(plan.others.map((o) => o.request.typeId)).toEqual(['2', '3']);
    expect(plan.yoyAllowed).toBe(true);
  });

  it('leaves the year-on-year type out while the main chart shows the year-on-year change', () => {
    const plan = panelRequests(base, series, '1', true);
    expect(plan.main.yoy).toBe(true);
    expect(plan.others.map((o) => o.request.typeId)).toEqual(['3']);
  });

  it('offers no year-on-year view of a year-on-year type, nor of a series without it', () => {
    expect(panelRequests(base, series, '2', true)).toMatchObject({ yoyAllowed: false, showingYoy: false });
    expect(panelRequests(base, { ...series, yearOnYear: false }, '1', true).main.yoy).toBe(false);
  });
});
