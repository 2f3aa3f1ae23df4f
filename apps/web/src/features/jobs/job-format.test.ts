import { describe, expect, it } from 'vitest';
import { CRON_PRESETS, formatDuration, formatRunTime, hasRunning } from './job-format';

describe('job screen helpers', () => {
  it('formats durations', () => {
    expect(formatDuration(null)).toBe('–');
    expect(formatDuration(-1)).toBe('–');
    expect(formatDuration(0)).toBe('0 ms');
    expect(formatDuration(850)).toBe('850 ms');
    expect(formatDuration(12_400)).toBe('12.4 s');
    expect(formatDuration(185_000)).toBe('3 min 5 s');
    expect(formatDuration(120_000)).toBe('2 min');
  });
  it('knows when a page of runs is still running', () => {
    expect(hasRunning([{ status: 'success' }, { status: 'running' }])).toBe(true);
    expect(hasRunning([{ status: 'failed' }])).toBe(false);
  });
  it('formats run times and refuses junk', () => {
    expect(formatRunTime(null, 'en')).toBe('–');
    expect(formatRunTime('not a date', 'en')).toBe('–');
    expect(formatRunTime('2026-03-04T05:06:07Z', 'en-GB', 'UTC')).toBe('04/03/2026, 05:06:07');
    expect(formatRunTime('2026-03-04T20:06:07Z', 'en-GB', 'Asia/Shanghai')).toBe('05/03/2026, 04:06:07');
  });
  it('offers distinct presets', () => {
    expect(new Set(CRON_PRESETS.map((p) => p.expression)).size).toBe(CRON_PRESETS.length);
  });
});
