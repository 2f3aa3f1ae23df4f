import { describe, expect, it } from 'vitest';
import { chartBody, chartRequestOf } from './chart-query';

const defaults = { startYear: 1960, endYear: 2026 };

describe('back-office chart query', () => {
  it('needs a series, a place and years in order', () => {
    expect(chartRequestOf({}, 'en', defaults)).toEqual({ missing: 'series' });
    expect(chartRequestOf({ seriesId: '5', countryId: '3' }, 'en', defaults)).toEqual({ missing: 'place' });
    expect(chartRequestOf({ seriesId: '5', cityIds: ['7'], startYear: 2010, endYear: 2000 }, 'en', defaults)).toEqual({
      missing: 'years',
    });
  });

  it('asks for cities and, when chosen, the economy itself, as the public chart query does', () => {
    const made = chartRequestOf(
      { seriesId: '5', dimensionId: '9', countryId: '3', cityIds: ['7', '8'], economy: true, startYear: 2000 },
      'zh',
      defaults,
    );
    expect(made).toEqual({
      request: {
        cityIds: ['7', '8'],
        countryIds: ['3'],
        seriesId: '5',
        typeId: '9',
        startYear: 2000,
        endYear: 2026,
        yoy: false,
        lang: 'zh',
      },
    });
    if (!('request' in made)) throw new Error('no request');
    expect(chartBody(made.request)).toEqual({
      seriesId: '5',
      cityIds: '7,8',
      countryIds: '3',
      typeId: '9',
      startYear: 2000,
      endYear: 2026,
      lang: 'zh',
    });
    const economyOnly = chartRequestOf({ seriesId: '5', countryId: '3', economy: true }, 'en', defaults);
    if (!('request' in economyOnly)) throw new Error('no request');
    expect(chartBody(economyOnly.request)).toEqual({
      seriesId: '5',
      countryIds: '3',
      startYear: 1960,
      endYear: 2026,
      lang: 'en',
    });
  });
});
