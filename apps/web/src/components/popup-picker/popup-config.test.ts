import { describe, expect, it } from 'vitest';
import {
  checkPopupConfig,
  popupValues,
  queryOf,
  rowKeyOf,
  rowKeysOf,
  selectionAcceptable,
  splitFields,
} from './popup-config';

describe('popup picker configuration (SPEC §5)', () => {
  it('needs code, orgFields and destFields', () => {
    expect(checkPopupConfig({ code: 'r', orgFields: 'a', destFields: 'b' })).toBeNull();
    expect(checkPopupConfig({ code: '', orgFields: 'a', destFields: 'b' })).toBe('missing');
    expect(checkPopupConfig({ code: 'r', orgFields: ' ', destFields: 'b' })).toBe('missing');
    expect(checkPopupConfig({ code: 'r', orgFields: 'a' })).toBe('missing');
  });

  it('needs as many target fields as source fields', () => {
    expect(checkPopupConfig({ code: 'r', orgFields: 'a,b', destFields: 'x' })).toBe('countMismatch');
    expect(checkPopupConfig({ code: 'r', orgFields: 'a, b', destFields: 'x,y,' })).toBeNull();
    expect(splitFields(' a, ,b ')).toEqual(['a', 'b']);
  });
});

describe('report popup rows (SPEC §9)', () => {
  it('keys a row by its values joined, cut at 50 characters', () => {
    expect(rowKeyOf({ id: 7, name: 'Tianjin', none: null })).toBe('7Tianjin');
    const long = rowKeyOf({ text: 'x'.repeat(80), more: 'y' });
    expect(long).toHaveLength(50);
    expect(long).toBe('x'.repeat(50));
  });

  it('keeps the keys of a page distinct when the cut makes two equal', () => {
    const rows = [{ t: `${'x'.repeat(50)}1` }, { t: `${'x'.repeat(50)}2` }, { t: 'b' }];
    const keys = rowKeysOf(rows);
    expect(new Set(keys).size).toBe(3);
    expect(keys[0]).toBe('x'.repeat(50));
  });

  it('accepts one row, or several when multi is on ("请选择一条记录" otherwise)', () => {
    expect(selectionAcceptable(0, false)).toBe(false);
    expect(selectionAcceptable(1, false)).toBe(true);
    expect(selectionAcceptable(2, false)).toBe(false);
    expect(selectionAcceptable(0, true)).toBe(false);
    expect(selectionAcceptable(3, true)).toBe(true);
  });

  it('maps source columns to target fields, comma-joining several rows', () => {
    const rows = [
      { id: 1, name: 'Tianjin', en: 'Tianjin' },
      { id: 2, name: '北京', en: null },
    ];
    expect(popupValues(rows.slice(0, 1), 'id,name', 'cityId,cityName')).toEqual({ cityId: '1', cityName: 'Tianjin' });
    expect(popupValues(rows, 'id, en', 'ids, names')).toEqual({ ids: '1,2', names: 'Tianjin,' });
  });

  it('sends only non-blank query values, trimmed, dates as days', () => {
    const day = { format: (pattern: string) => (pattern === 'YYYY-MM-DD' ? '2024-02-03' : '?') };
    expect(queryOf({ a: ' x ', b: '', c: null, d: undefined, e: 5, f: day })).toEqual({
      a: 'x',
      e: '5',
      f: '2024-02-03',
    });
  });
});
