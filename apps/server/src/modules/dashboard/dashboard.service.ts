import type { DashboardAnalysis, DashboardDecisionType } from '@csp/contract';
import type { Principal } from '../../lib/principal.js';
import type { VisitsService } from '../visits/visits.service.js';
import type { DashboardRepository } from './dashboard.repository.js';

const recent = 10;
const months = 12;
const trafficDays = 30;

const iso = (d: Date | string) => (d instanceof Date ? d : new Date(d)).toISOString();
const monthKey = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;

/** The last `months` months (UTC), oldest first, and the start of the first. */
export function lastMonths(now: Date, n = months) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1));
  const keys = Array.from({ length: n }, (_, i) =>
    monthKey(new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + i, 1))),
  );
  return { start, keys };
}

/** The dashboard analysis (SPEC §2): counts, queues, recent activity and publications over time. */
export function dashboardService(
  repo: DashboardRepository,
  traffic: Pick<VisitsService, 'visitsPerDay' | 'downloadsPerDay'>,
  now: () => Date = () => new Date(),
) {
  return {
    async analysis(principal: Principal): Promise<DashboardAnalysis> {
      const { start, keys } = lastMonths(now());
      const [counts, uploads, decisions, published, visitsPerDay, downloadsPerDay] = await Promise.all([
        repo.counts(principal),
        repo.recentUploads(principal, recent),
        repo.recentDecisions(principal, recent),
        repo.publicationsByMonth(principal, start),
        traffic.visitsPerDay(trafficDays),
        traffic.downloadsPerDay(trafficDays),
      ]);
      const byMonth = new Map(published.map((m) => [m.month, m.count]));
      return {
        counts: {
          economies: counts.economies,
          cities: counts.cities,
          series: counts.series,
          publishedValues: counts.publishedValues,
        },
        queues: { toExamine: counts.toExamine, toPublish: counts.toPublish },
        recentUploads: uploads.map((u) => ({ ...u, id: String(u.id), createdAt: iso(u.createdAt) })),
        recentDecisions: decisions.map((d) => ({
          id: String(d.id),
          logType: d.logType as DashboardDecisionType,
          seriesNameEn: d.seriesNameEn,
          seriesNameZh: d.seriesNameZh,
          placeNameEn: d.cityNameEn ?? d.economyNameEn,
          placeNameZh: d.cityNameZh ?? d.economyNameZh,
          year: d.year,
          note: d.note,
          username: d.username,
          createdAt: iso(d.createdAt),
        })),
        publications: keys.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
        visitsPerDay,
        downloadsPerDay,
      };
    },
  };
}
export type DashboardService = ReturnType<typeof dashboardService>;
