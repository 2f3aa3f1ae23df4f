import { describe, expect, it } from 'vitest';
import en from '../../locales/en/admin.json';
import zh from '../../locales/zh/admin.json';
import { currentGreetingPeriod, greetingPeriod } from './greeting';
import { deviceForWidth } from './useDevice';

describe('greeting by time of day (SPEC §9)', () => {
  it.each([
    [0, 'morning'],
    [8, 'morning'],
    [9, 'forenoon'],
    [11, 'forenoon'],
    [12, 'noon'],
    [13, 'noon'],
    [14, 'afternoon'],
    [19, 'afternoon'],
    [20, 'night'],
    [23, 'night'],
  ] as const)('%i h → %s', (hour, period) => {
    expect(greetingPeriod(hour)).toBe(period);
  });

  it('reads the hour of the given time', () => {
    expect(currentGreetingPeriod(new Date(2026, 0, 1, 12, 30))).toBe('noon');
  });

  it('has a text for every period in both languages', () => {
    expect(zh.greeting).toEqual({
      morning: '早上好',
      forenoon: '上午好',
      noon: '中午好',
      afternoon: '下午好',
      night: '晚上好',
    });
    expect(Object.keys(en.greeting).sort()).toEqual(Object.keys(zh.greeting).sort());
  });
});

describe('device by width (SPEC §9 breakpoints)', () => {
  it('is a phone below 767.99 px, a tablet below 1087.99 px', () => {
    expect(deviceForWidth(390)).toBe('mobile');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(1087)).toBe('tablet');
    expect(deviceForWidth(1088)).toBe('desktop');
  });
});
