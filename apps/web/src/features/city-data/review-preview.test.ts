import { describe, expect, it } from 'vitest';
import { afterAction, batchSelectionOf } from './review-preview';

const row = (id: string, status: string) => ({
  id,
  economy: 'AUS',
  economyNameEn: 'Australia',
  economyNameZh: '澳大利亚',
  cityNameEn: null,
  cityNameZh: null,
  type: 'v',
  year: 2020,
  oldValue: null,
  newValue: 1,
  status,
});

describe('afterAction', () => {
  const preview = {
    byStatus: { pending: 2, canExamine: 1, canPublish: 3, published: 4 },
    rows: [row('1', 'pending'), row('2', 'canPublish'), row('3', 'published')],
  };
  it('moves every value the action starts from into its target status', () => {
    const passed = afterAction(preview, 'pass');
    expect(passed.byStatus).toEqual({ canPublish: 6, published: 4 });
    expect(passed.rows.map((r) => r.status)).toEqual(['canPublish', 'canPublish', 'published']);
    const published = afterAction(passed, 'publish');
    expect(published.byStatus).toEqual({ published: 10 });
    expect(published.rows.every((r) => r.status === 'published')).toBe(true);
  });
  it('rejects what waits, leaves the published alone, and keeps the input as it was', () => {
    const rejected = afterAction(preview, 'reject');
    expect(rejected.byStatus).toEqual({ reject: 6, published: 4 });
    expect(preview.byStatus.pending).toBe(2);
  });
});

describe('batchSelectionOf', () => {
  const row = (seriesId: string, countryId: string, cityId: string | null) => ({ seriesId, countryId, cityId });
  it('takes the chosen rows’ places within their one series', () => {
    expect(batchSelectionOf({}, 'any', [row('7', '1', null), row('7', '1', '10'), row('7', '1', null)])).toEqual({
      seriesId: '7',
      places: [
        { countryId: '1', cityId: null },
        { countryId: '1', cityId: '10' },
      ],
    });
    expect(batchSelectionOf({}, 'any', [row('7', '1', null), row('8', '2', null)])).toBeNull();
  });
  it('else the filters: a series, an economy whole, one city, or an economy’s own figures', () => {
    expect(batchSelectionOf({ seriesId: '7', dimensionId: '3' }, 'any')).toEqual({ seriesId: '7', dimensionId: '3' });
    expect(batchSelectionOf({ countryId: '1' }, 'any')).toEqual({ countryIds: ['1'] });
    expect(batchSelectionOf({ countryId: '1', cityId: '10' }, 'city')).toEqual({
      places: [{ countryId: '1', cityId: '10' }],
    });
    expect(batchSelectionOf({ countryId: '1' }, 'economy')).toEqual({ places: [{ countryId: '1', cityId: null }] });
    expect(batchSelectionOf({ dimensionId: '3' }, 'any')).toBeNull();
  });
});
