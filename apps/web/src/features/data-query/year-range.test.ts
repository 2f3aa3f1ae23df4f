import { describe, expect, it } from 'vitest';
import {
  checkYears,
  defaultYearRange,
  FIRST_YEAR,
  isEndYearDisabled,
  isStartYearDisabled,
  pickerYears,
} from './year-range';

const now = new Date(2026, 10, 21);

describe('year range rules (SPEC §2, §5, §9)', () => {
  it('starts with the last 10 years', () => {
    expect(defaultYearRange(now)).toEqual({ from: 2017, to: 2026 });
  });

  it('offers 1960 to the current year', () => {
    const years = pickerYears(now);
    expect(years[0]).toBe(FIRST_YEAR);
    expect(years[0]).toBe(1960);
    expect(years.at(-1)).toBe(2026);
    expect(years).toHaveLength(67);
  });

  it('disables start years after the end year', () => {
    expect(isStartYearDisabled(2020, 2020)).toBe(false);
    expect(isStartYearDisabled(2021, 2020)).toBe(true);
    expect(isStartYearDisabled(1999, 2020)).toBe(false);
    expect(isStartYearDisabled(2030, undefined)).toBe(false);
  });

  it('disables end years up to and including the start year', () => {
    expect(isEndYearDisabled(2010, 2010)).toBe(true);
    expect(isEndYearDisabled(2009, 2010)).toBe(true);
    expect(isEndYearDisabled(2011, 2010)).toBe(false);
    expect(isEndYearDisabled(1960, undefined)).toBe(false);
  });

  it('warns when the end is earlier than the start, or a year is missing', () => {
    expect(checkYears(2020, 2010)).toBe('startTimeLessEnd');
    expect(checkYears(2010, 2020)).toBeNull();
    expect(checkYears(2010, 2010)).toBeNull();
    expect(checkYears(undefined, 2020)).toBe('yearRequired');
    expect(checkYears(2010, undefined)).toBe('yearRequired');
  });
});
