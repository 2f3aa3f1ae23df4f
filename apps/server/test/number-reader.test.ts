import { describe, expect, it } from 'vitest';
import { readNumber } from '../src/modules/uploads/number-reader.js';

const value = (text: string) => {
  const r = readNumber(text);
  return r.ok ? r.value : r.reason;
};

describe('readNumber: numbers as people write them', () => {
  it('reads plain numbers, signs and scientific notation', () => {
    expect(value('1234567')).toBe(1234567);
    expect(value('-12.5')).toBe(-12.5);
    expect(value('.5')).toBe(0.5);
    expect(value('+3.4')).toBe(3.4);
    expect(value('  42 ')).toBe(42);
    expect(value('1.07E+15')).toBe(1.07e15);
    expect(value('2e-3')).toBe(0.002);
    expect(value('\u22127')).toBe(-7); // the minus sign
    expect(value('-0')).toBe(0);
  });

  it('reads thousands separated by commas or by spaces, groups of three', () => {
    expect(value('21,893,095')).toBe(21893095);
    expect(value('1,234,567.89')).toBe(1234567.89);
    expect(value('-1,234')).toBe(-1234);
    expect(value('1 234 567')).toBe(1234567);
    expect(value('1\u00a0234\u00a0567')).toBe(1234567); // no-break space
    expect(value('1\u202f234\u202f567,')).toBe('valueNotNumber');
    expect(value('1\u202f234\u202f567')).toBe(1234567); // narrow no-break space (French, SI)
    expect(value('1\u2009234.5')).toBe(1234.5); // thin space
  });

  it('reads full-width digits and signs', () => {
    expect(value('１２３')).toBe(123);
    expect(value('－１２．５')).toBe(-12.5);
    expect(value('１，２３４')).toBe(1234);
  });

  it('refuses forms that do not read one way only, saying why', () => {
    expect(value('1,5')).toBe('valueDecimalComma');
    expect(value('1.234,5')).toBe('valueDecimalComma');
    expect(value('12,34')).toBe('valueDecimalComma');
    expect(value('1,234.5.6')).toBe('valueSeparatorsUnclear');
    expect(value('1.234.567')).toBe('valueSeparatorsUnclear');
    expect(value('1,23,456')).toBe('valueSeparatorsUnclear');
    expect(value('1 23')).toBe('valueSeparatorsUnclear');
    expect(value('1,234 567')).toBe('valueSeparatorsUnclear');
  });

  it('refuses what is not a number', () => {
    for (const text of ['', '-', '+', 'x', '12x', '0x10', 'NaN', 'Infinity', '1e999', '1.2.3e', '--1', '1-2', '$5'])
      expect([text, value(text)]).toEqual([text, expect.stringMatching(/^value/)]);
    expect(value('1e999')).toBe('valueNotNumber');
    expect(value('--1')).toBe('valueNotNumber');
  });
});
