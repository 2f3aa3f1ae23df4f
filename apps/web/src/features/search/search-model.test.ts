import type { SearchHit } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { flattenResult, hitNames, hitTarget, moveActive, takesFocusOnLoad } from './search-model';

const hit = (over: Partial<SearchHit>): SearchHit => ({
  kind: 'city',
  id: '7',
  nameEn: 'Sydney',
  nameZh: '悉尼',
  countryId: '3',
  countryNameEn: 'Australia',
  countryNameZh: '澳大利亚',
  matched: null,
  hasFigures: true,
  ...over,
});

describe('search model', () => {
  it('opens a city, an economy and an indicator in the data query', () => {
    expect(hitTarget(hit({}), 'zh')).toBe('/client/dataQuery?dim=1&country=3&city=7&lang=zh');
    expect(hitTarget(hit({ kind: 'economy', id: '3', countryId: '3' }), 'en')).toBe(
      '/client/dataQuery?dim=1&country=3&lang=en',
    );
    expect(hitTarget(hit({ kind: 'indicator', id: '12', countryId: null }), 'en')).toBe(
      '/client/dataQuery?dim=2&series=12&lang=en',
    );
  });

  it('lists cities, then economies, then indicators', () => {
    const a = hit({ kind: 'indicator', id: '1' });
    const b = hit({ kind: 'city', id: '2' });
    const c = hit({ kind: 'economy', id: '3' });
    expect(flattenResult({ indicators: [a], cities: [b], economies: [c] })).toEqual([b, c, a]);
    expect(flattenResult(undefined)).toEqual([]);
  });

  it('moves the active option with wrap-around', () => {
    expect(moveActive(-1, 3, 1)).toBe(0);
    expect(moveActive(-1, 3, -1)).toBe(2);
    expect(moveActive(2, 3, 1)).toBe(0);
    expect(moveActive(0, 3, -1)).toBe(2);
    expect(moveActive(0, 0, 1)).toBe(-1);
  });

  it('shows the interface language name first and the other beside it', () => {
    expect(hitNames(hit({}), 'zh')).toEqual({ primary: '悉尼', secondary: 'Sydney' });
    expect(hitNames(hit({}), 'en')).toEqual({ primary: 'Sydney', secondary: '悉尼' });
    expect(hitNames(hit({ nameZh: 'GDP', nameEn: 'GDP' }), 'en')).toEqual({ primary: 'GDP', secondary: null });
  });

  it('lets the loaded box take the focus only while its input still had it (not from where the visitor went)', () => {
    const body = { tag: 'body' } as unknown as Element;
    const map = { tag: 'div' } as unknown as Element;
    // The input was removed while focused: the focus fell to the body, or nowhere.
    expect(takesFocusOnLoad(true, body, body)).toBe(true);
    expect(takesFocusOnLoad(true, null, body)).toBe(true);
    // The visitor tabbed on to the map before the box arrived: the map keeps it.
    expect(takesFocusOnLoad(false, map, body)).toBe(false);
    expect(takesFocusOnLoad(true, map, body)).toBe(false);
    expect(takesFocusOnLoad(false, body, body)).toBe(false);
  });
});
