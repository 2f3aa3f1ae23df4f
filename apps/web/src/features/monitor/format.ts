import { scaleBytes } from '../../lib/byte-units';

/** Bytes as B, KB, MB, GB or TB (powers of 1024), one decimal from KB up. */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '';
  const { value, unit, scaled } = scaleBytes(bytes);
  return scaled ? `${value.toFixed(1)} ${unit}` : `${value} B`;
}

/** A duration in seconds as `2d 03:04:05` (days only when there are any). */
export function formatUptime(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const days = Math.floor(s / 86_400);
  const pad = (n: number) => String(n).padStart(2, '0');
  const clock = `${pad(Math.floor((s % 86_400) / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** The share of `part` in `whole` as a whole percent between 0 and 100. */
export const percentOf = (part: number, whole: number) =>
  whole > 0 ? Math.min(100, Math.max(0, Math.round((part / whole) * 100))) : 0;

/** The status class of an HTTP status: '2xx', '3xx', '4xx' or '5xx'. */
export const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

/** The tag colour of an HTTP status. */
export function statusColor(status: number): string {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'processing';
  return 'success';
}
