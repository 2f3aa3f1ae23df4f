import { z } from 'zod';

/** The review decisions the dashboard lists (SPEC log types). */
export const dashboardDecisionTypes = ['pass', 'logReject', 'publish'] as const;
export type DashboardDecisionType = (typeof dashboardDecisionTypes)[number];

/** One recent data upload (from `uploads`). */
export const dashboardUploadSchema = z.object({
  id: z.string(),
  fileName: z.string().nullable(),
  seriesNameEn: z.string().nullable(),
  seriesNameZh: z.string().nullable(),
  status: z.string(),
  rowCount: z.number().int(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type DashboardUpload = z.infer<typeof dashboardUploadSchema>;

/** One recent review decision (a `data_logs` row of type pass, logReject or publish). */
export const dashboardDecisionSchema = z.object({
  id: z.string(),
  logType: z.enum(dashboardDecisionTypes),
  seriesNameEn: z.string().nullable(),
  seriesNameZh: z.string().nullable(),
  placeNameEn: z.string().nullable(),
  placeNameZh: z.string().nullable(),
  year: z.number().int().nullable(),
  note: z.string().nullable(),
  username: z.string().nullable(),
  createdAt: z.string(),
});
export type DashboardDecision = z.infer<typeof dashboardDecisionSchema>;

/** Published values per month of their publication (`YYYY-MM`, UTC), oldest first. */
export const dashboardMonthSchema = z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), count: z.number().int() });
export type DashboardMonth = z.infer<typeof dashboardMonthSchema>;

/** Public page visits or downloads of one day (`YYYY-MM-DD`, UTC). */
export const dashboardDaySchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), count: z.number().int() });
export type DashboardDay = z.infer<typeof dashboardDaySchema>;

/** The client pages whose views the visit beacon counts. */
export const visitPages = ['homePage', 'dataQuery', 'dataComparison'] as const;
export type VisitPage = (typeof visitPages)[number];

/** Body of `POST /reception/visit`: one page view of the public client area (no personal data). */
export const visitBeaconSchema = z.object({ page: z.enum(visitPages) });

/**
 * Reply of `GET /dashboard/analysis`: what a data manager sees first. Counts of values, queues, recent uploads,
 * decisions and publications are limited to a regional administrator's own area; public visits and downloads
 * are the whole site's.
 */
export const dashboardAnalysisSchema = z.object({
  counts: z.object({
    economies: z.number().int(),
    cities: z.number().int(),
    series: z.number().int(),
    publishedValues: z.number().int(),
  }),
  queues: z.object({
    /** Values waiting for examination (pending and canExamine). */
    toExamine: z.number().int(),
    /** Values waiting for publication (canPublish). */
    toPublish: z.number().int(),
  }),
  recentUploads: z.array(dashboardUploadSchema),
  recentDecisions: z.array(dashboardDecisionSchema),
  /** The last 12 months, the current one last; months without publications count 0. */
  publications: z.array(dashboardMonthSchema),
  /** Public page views per day, the last 30 days (UTC), today last; days without visits count 0. */
  visitsPerDay: z.array(dashboardDaySchema),
  /** Public downloads (chart CSV/XLSX, city documents) per day, the last 30 days (UTC), today last. */
  downloadsPerDay: z.array(dashboardDaySchema),
});
export type DashboardAnalysis = z.infer<typeof dashboardAnalysisSchema>;
