import { describe, expect, it } from 'vitest';
import { placeName, publishState, seriesName } from './labels';

const nagoya = {
  cityId: '7',
  cityNameEn: 'Nagoya',
  cityNameZh: '名古屋',
  countryNameEn: 'Japan',
  countryNameZh: '日本',
};

describe('city data labels', () => {
  it('names the place of a value in the user language, economy-level figures by the economy', () => {
    expect(placeName(nagoya, 'en')).toBe('Nagoya, Japan');
    expect(placeName(nagoya, 'zh')).toBe('名古屋，日本');
    expect(placeName({ ...nagoya, cityId: null, cityNameEn: null, cityNameZh: null }, 'zh')).toBe('日本');
    expect(placeName({ ...nagoya, cityNameZh: '' }, 'zh')).toBe('Nagoya，日本');
  });

  it('names a series by number and name', () => {
    expect(seriesName({ seriesNumber: '2100', seriesNameEn: 'Population, total', seriesNameZh: '总人口' }, 'zh')).toBe(
      '2100 总人口',
    );
    expect(seriesName({ seriesNumber: null, seriesNameEn: 'X', seriesNameZh: null }, 'en')).toBe('X');
  });

  it('tells the publish state of a series at a place', () => {
    const counts = { pending: 0, canExamine: 0, canPublish: 0, published: 0, reject: 0 };
    expect(publishState({ total: 3, counts })).toBe('unpublished');
    expect(publishState({ total: 3, counts: { ...counts, published: 1, canPublish: 2 } })).toBe('partial');
    expect(publishState({ total: 3, counts: { ...counts, published: 3 } })).toBe('published');
  });
});
