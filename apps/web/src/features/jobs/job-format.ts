/** Pure helpers of the scheduled-job screens (unit-tested). */

/** Cron presets the editor offers, by their label key under `jobs:preset`. */
export const CRON_PRESETS = [
  { key: 'everyMinute', expression: '* * * * *' },
  { key: 'hourly', expression: '0 * * * *' },
  { key: 'daily', expression: '0 2 * * *' },
  { key: 'weekly', expression: '0 8 * * MON' },
  { key: 'monthly', expression: '0 0 1 * *' },
] as const;
export type CronPresetKey = (typeof CRON_PRESETS)[number]['key'];

/** A run's duration for people: 850 ms, 12.4 s, 3 min 5 s; an unfinished run shows a dash. */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '–';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const minutes = Math.floor(ms / 60_000);
  const seconds = Math.round((ms % 60_000) / 1000);
  return seconds === 0 ? `${minutes} min` : `${minutes} min ${seconds} s`;
}

/** Whether a page of runs still has one in progress (the history then refreshes itself). */
export const hasRunning = (runs: readonly { status: string }[]) => runs.some((r) => r.status === 'running');

/** A run time in the viewer's locale, to the second, in `timeZone` (default: the viewer's). */
export function formatRunTime(iso: string | null | undefined, locale: string, timeZone?: string): string {
  if (!iso) return '–';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '–';
  return date.toLocaleString(locale, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
    timeZone,
  });
}
