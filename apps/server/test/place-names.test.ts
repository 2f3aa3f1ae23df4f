import { describe, expect, it } from 'vitest';
import { candidateList, normalizeName, placeIndex } from '../src/modules/cities/place-names.js';

describe('place name normalization', () => {
  it('ignores case, spaces, width and Latin accents', () => {
    expect(normalizeName('  New   York ')).toBe('newyork');
    expect(normalizeName('ＢＥＩＪＩＮＧ')).toBe('beijing');
    expect(normalizeName('São Paulo')).toBe('saopaulo');
    expect(normalizeName('Ｓｈａｎｇｈａｉ\u3000')).toBe('shanghai');
    // Kana keep their voicing marks (only Latin letters lose accents).
    expect(normalizeName('ガ')).not.toBe(normalizeName('カ'));
  });

  it('makes the usual Chinese administrative suffixes optional, keeping two-character names whole', () => {
    expect(normalizeName('北京市')).toBe('北京');
    expect(normalizeName('北京 市')).toBe('北京');
    expect(normalizeName('香港特别行政区')).toBe('香港');
    expect(normalizeName('延边朝鲜族自治州')).toBe('延边朝鲜族');
    expect(normalizeName('浦东新区')).toBe('浦东');
    expect(normalizeName('锡林郭勒盟')).toBe('锡林郭勒');
    expect(normalizeName('沙市')).toBe('沙市');
    expect(normalizeName('广州')).toBe('广州');
  });
});

describe('place index', () => {
  const index = placeIndex([
    {
      id: 1,
      countryId: 10,
      codes: ['UN:1001', '1001'],
      names: ['Beijing', '北京', '北京市', 'Peking'],
      label: 'Beijing',
    },
    { id: 2, countryId: 10, codes: [], names: ['Shanghai', '上海'], label: 'Shanghai' },
    { id: 3, countryId: 20, codes: ['US-OR-PDX'], names: ['Portland', '波特兰'], label: 'Portland (Oregon)' },
    { id: 4, countryId: 20, codes: ['US-ME-PWM'], names: ['Portland', '波特兰'], label: 'Portland (Maine)' },
    { id: 5, countryId: 30, codes: [], names: ['Portland'], label: 'Portland (Victoria)' },
    { id: 1001, countryId: 30, codes: [], names: ['Geelong'], label: 'Geelong' },
  ]);

  it('finds a city by id, code or any name in either language', () => {
    expect(index.resolve('1', 10)).toEqual({ kind: 'one', id: 1 });
    expect(index.resolve('un:1001', 10)).toEqual({ kind: 'one', id: 1 });
    expect(index.resolve('北京市', 10)).toEqual({ kind: 'one', id: 1 });
    expect(index.resolve('北京', 10)).toEqual({ kind: 'one', id: 1 });
    expect(index.resolve(' peking ', 10)).toEqual({ kind: 'one', id: 1 });
    expect(index.resolve('上海市', 10)).toEqual({ kind: 'one', id: 2 });
    expect(index.resolve('ＳＨＡＮＧＨＡＩ', 10)).toEqual({ kind: 'one', id: 2 });
    expect(index.resolve('Tianjin', 10)).toEqual({ kind: 'none' });
    expect(index.resolve('', 10)).toEqual({ kind: 'none' });
  });

  it('keeps to the economy asked for, and an id of another economy is not taken', () => {
    expect(index.resolve('Shanghai', 20)).toEqual({ kind: 'none' });
    expect(index.resolve('2', 20)).toEqual({ kind: 'none' });
    expect(index.resolve('Portland', 30)).toEqual({ kind: 'one', id: 5 });
    // id 1001 is in economy 30; in economy 10 the text is Beijing's bare code.
    expect(index.resolve('1001', 30)).toEqual({ kind: 'one', id: 1001 });
    expect(index.resolve('1001', 10)).toEqual({ kind: 'one', id: 1 });
  });

  it('says which places an ambiguous name matches, and a code tells them apart', () => {
    const portland = index.resolve('portland', 20);
    expect(portland).toEqual({
      kind: 'ambiguous',
      candidates: [
        { id: 3, label: 'Portland (Oregon)' },
        { id: 4, label: 'Portland (Maine)' },
      ],
    });
    expect(candidateList(portland.kind === 'ambiguous' ? portland.candidates : [])).toBe(
      'Portland (Oregon) #3; Portland (Maine) #4',
    );
    expect(index.resolve('波特兰', 20).kind).toBe('ambiguous');
    expect(index.resolve('us-me-pwm', 20)).toEqual({ kind: 'one', id: 4 });
    expect(index.resolve('Portland').kind).toBe('ambiguous');
  });

  it('takes places added later', () => {
    const more = placeIndex([]);
    more.add({ id: 7, countryId: 10, codes: ['X:1'], names: ['Xi’an', '西安市'], label: 'Xi’an' });
    expect(more.resolve('西安', 10)).toEqual({ kind: 'one', id: 7 });
    expect(more.named('西安市').map((p) => p.id)).toEqual([7]);
    expect(more.coded('x:1', 10).map((p) => p.id)).toEqual([7]);
  });
});
