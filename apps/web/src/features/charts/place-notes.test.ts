import type { ChartPlace } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { placeNotes } from './place-notes';

const place = (over: Partial<ChartPlace>): ChartPlace => ({
  key: '1',
  level: 'city',
  cityId: '1',
  countryId: '9',
  countryCode: 'JPN',
  name: 'Tokyo',
  nameZh: '东京',
  nameEn: 'Tokyo',
  label: 'Tokyo',
  economyLevelFallback: false,
  ...over,
});

describe('the notes of a chart’s places (issue 16)', () => {
  it('gives each city with its own figures its kind of area, in the language shown, and its footnote', () => {
    const places = [
      place({ kindOfArea: 'urban_agglomeration', footnote: ' UN figures: Kanto major metropolitan area ' }),
      place({ key: '2', cityId: '2', name: '洛杉矶', kindOfArea: 'metropolitan_area' }),
      place({ key: '3', cityId: '3', name: 'Nowhere' }),
    ];
    expect(placeNotes(places, 'en')).toEqual([
      { key: '1', name: 'Tokyo', kind: 'Urban agglomeration', footnote: 'UN figures: Kanto major metropolitan area' },
      { key: '2', name: '洛杉矶', kind: 'Metropolitan area', footnote: '' },
    ]);
    expect(placeNotes(places, 'zh').map((n) => n.kind)).toEqual(['城市集聚区', '大都市区']);
  });

  it('gives none to economy-level figures, asked for or standing in for a city', () => {
    const economy = place({ key: 'c9', level: 'economy', cityId: null, name: 'Japan' });
    const fallback = place({ key: '5', level: 'economy', economyLevelFallback: true, kindOfArea: 'city_proper' });
    expect(placeNotes([economy, fallback], 'en')).toEqual([]);
  });
});
