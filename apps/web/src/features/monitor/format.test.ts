import { describe, expect, it } from 'vitest';
import { formatBytes, formatUptime, percentOf, statusClass, statusColor } from './format';

describe('monitor formatting', () => {
  it('formats bytes in powers of 1024', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(null)).toBe('');
    expect(formatBytes(-1)).toBe('');
  });

  it('formats an uptime as days and a clock', () => {
    expect(formatUptime(59)).toBe('00:00:59');
    expect(formatUptime(3 * 3600 + 4 * 60 + 5)).toBe('03:04:05');
    expect(formatUptime(2 * 86_400 + 61)).toBe('2d 00:01:01');
  });

  it('bounds percentages and classes statuses', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(5, 4)).toBe(100);
    expect(percentOf(1, 0)).toBe(0);
    expect(statusClass(404)).toBe('4xx');
    expect([200, 302, 404, 503].map(statusColor)).toEqual(['success', 'processing', 'warning', 'error']);
  });
});
