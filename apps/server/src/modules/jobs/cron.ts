import { Cron } from 'croner';

/**
 * Cron expressions through croner: 5 fields (minute hour day month weekday), 6 with seconds first, 7 with a
 * year last; Quartz's `?` and its `0/5` steps are accepted (JeecgBoot writes them), weekdays 0-7 or SUN-SAT.
 * A Cron built here only computes times; it never runs anything.
 */
export function parseCron(expression: string, timezone: string | undefined): Cron | undefined {
  try {
    return new Cron(expression.trim(), { paused: true, timezone, sloppyRanges: true });
  } catch {
    return undefined;
  }
}

/** The next `count` run times after `after`, earliest first. */
export function nextRuns(cron: Cron, count: number, after: Date = new Date()): Date[] {
  return cron.nextRuns(count, after);
}

/** The time zone expressions are read in: the setting, or this process's own. */
export function effectiveTimezone(setting: string | undefined): string {
  return setting ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}
