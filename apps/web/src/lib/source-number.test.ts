import { describe, expect, it } from 'vitest';
import { formatSourceNumber } from './source-number';

describe('formatSourceNumber', () => {
  it('groups the whole part and keeps every published digit', () => {
    // World Bank GDP (current US$), Australia 1960, as the CSV publishes it.
    expect(formatSourceNumber(Number('18606562977.050076'))).toBe('18,606,562,977.050076');
    expect(formatSourceNumber(Number('0.12345678'))).toBe('0.12345678');
    expect(formatSourceNumber(Number('1234567.1234567'))).toBe('1,234,567.1234567');
    expect(formatSourceNumber(Number('-9876543.21'))).toBe('-9,876,543.21');
    expect(formatSourceNumber(100)).toBe('100');
    expect(formatSourceNumber(1000)).toBe('1,000');
    expect(formatSourceNumber(0)).toBe('0');
  });
  it('shows the shortest decimal of the stored value, never digits of its binary expansion', () => {
    // 17 significant digits do not fit a double: the stored value reads back as ...4568.
    expect(formatSourceNumber(Number('1234567890123.4567'))).toBe('1,234,567,890,123.4568');
    expect(formatSourceNumber(0.1)).toBe('0.1');
  });
  it('writes very small and very large values out in full', () => {
    expect(formatSourceNumber(Number('0.0000001'))).toBe('0.0000001');
    expect(formatSourceNumber(-0.00000123)).toBe('-0.00000123');
    expect(formatSourceNumber(1.5e21)).toBe('1,500,000,000,000,000,000,000');
  });
  it('shows a dash for no value', () => {
    expect(formatSourceNumber(null)).toBe('–');
    expect(formatSourceNumber(Number.NaN)).toBe('–');
  });
});
