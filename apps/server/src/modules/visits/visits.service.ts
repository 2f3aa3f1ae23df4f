import type { DashboardDay, VisitPage } from '@csp/contract';
import type { TrafficKind, VisitsRepository } from './visits.repository.js';

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** The last `n` days (UTC), oldest first. */
export function lastDays(now: Date, n: number): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: n }, (_, i) => dayKey(new Date(today - (n - 1 - i) * 86_400_000)));
}

/** Public page views and downloads counted per day (UTC), for the dashboard. */
export function visitsService(repo: VisitsRepository, now: () => Date = () => new Date()) {
  async function series(kind: TrafficKind, days: number): Promise<DashboardDay[]> {
    const keys = lastDays(now(), days);
    const counts = new Map((await repo.perDay(kind, keys[0] as string)).map((r) => [r.day, r.count]));
    return keys.map((day) => ({ day, count: counts.get(day) ?? 0 }));
  }
  return {
    visit: (page: VisitPage) => repo.increment(dayKey(now()), 'visit', page),
    download: (item: 'csv' | 'xlsx' | 'document') => repo.increment(dayKey(now()), 'download', item),
    visitsPerDay: (days = 30) => series('visit', days),
    downloadsPerDay: (days = 30) => series('download', days),
  };
}
export type VisitsService = ReturnType<typeof visitsService>;
