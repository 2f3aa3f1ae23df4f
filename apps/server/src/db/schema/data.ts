import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { files } from './files.js';
import { series } from './series.js';
import { users } from './system.js';

/**
 * One value of a series for an economy (city_id null: economy-level, the SPEC's "national economy" data)
 * or for a city, in one statistical type and year, with its review status.
 */
export const dataValues = pgTable(
  'data_values',
  {
    id: id(),
    // No foreign keys on the four references: writers lock the referenced rows instead
    // (modules/data/value-references.ts; docs/decisions.md).
    seriesId: ref('series_id').notNull(),
    dimensionId: ref('dimension_id').notNull(),
    countryId: ref('country_id').notNull(),
    cityId: ref('city_id'),
    year: smallint('year').notNull(),
    value: doublePrecision('value').notNull(),
    status: text('status').notNull().default('pending'),
    /** The source's remark on the figure (issue 16): estimate, projection, provisional, break; null: none. */
    obsStatus: text('obs_status'),
    rejectReason: text('reject_reason'),
    uploadId: ref('upload_id'),
    createdBy: ref('created_by'),
    updatedBy: ref('updated_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('data_values_point_uq').on(t.seriesId, t.dimensionId, t.countryId, t.cityId, t.year).nullsNotDistinct(),
    index('data_values_public_idx')
      .on(t.seriesId, t.dimensionId, t.cityId, t.year)
      .where(sql`${t.status} = 'published'`),
    index('data_values_status_idx').on(t.status),
    // The review, preview and removal of an upload's values find them by upload (issue 17); most values carry none.
    index('data_values_upload_idx').on(t.uploadId).where(sql`${t.uploadId} is not null`),
    index('data_values_public_economy_idx')
      .on(t.dimensionId, t.countryId, t.year)
      .where(sql`${t.status} = 'published' and ${t.cityId} is null`),
    check('data_values_status_ck', sql`${t.status} in ('pending','canExamine','canPublish','published','reject')`),
    check(
      'data_values_obs_status_ck',
      sql`${t.obsStatus} is null or ${t.obsStatus} in ('estimate','projection','provisional','break')`,
    ),
  ],
);

/** Every change of a data value (SPEC log types create, update, pass, logReject...). */
export const dataLogs = pgTable(
  'data_logs',
  {
    id: id(),
    dataValueId: ref('data_value_id'),
    seriesId: ref('series_id').notNull(),
    countryId: ref('country_id').notNull(),
    cityId: ref('city_id'),
    year: smallint('year'),
    logType: text('log_type').notNull(),
    oldValue: doublePrecision('old_value'),
    newValue: doublePrecision('new_value'),
    note: text('note'),
    // No foreign keys on this append-only audit trail (like data_value_id): a check per logged row cost 15 % of
    // a 1,000,000-row upload, and users are only ever soft-deleted.
    userId: ref('user_id'),
    createdAt: createdAt(),
  },
  (t) => [index('data_logs_value_idx').on(t.dataValueId), index('data_logs_series_idx').on(t.seriesId)],
);

/** An uploaded data file and its outcome (all rows or none). */
export const uploads = pgTable(
  'uploads',
  {
    id: id(),
    fileId: ref('file_id').references(() => files.id),
    userId: ref('user_id').references(() => users.id),
    seriesId: ref('series_id').references(() => series.id),
    status: text('status').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    errors: jsonb('errors').$type<unknown[]>().notNull().default([]),
    fileName: text('file_name'),
    createdAt: createdAt(),
    /** The instance processing the upload (host:pid:tag) and until when its lease holds (renewed while it works). */
    instanceId: text('instance_id'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    /**
     * A refused upload's full error report, language-neutral (message keys, values, nearest names, the original
     * cells of each bad row), for the downloadable report (CSV/XLSX in the reader's language); null otherwise.
     */
    report: jsonb('report'),
    /** A finished upload's counts: created, changed, unchanged, removed, skipped rows. */
    result: jsonb('result'),
    /** Rows read so far while processing (progress; written outside the upload's transaction). */
    rowsRead: integer('rows_read').notNull().default(0),
    /**
     * The source and licence of the upload's figures (issue 16: publisher, title, url, licence; contract
     * `uploadSourceSchema`), credited for the published values that carry this upload's id; null: the series' source.
     */
    source: jsonb('source').$type<{ publisher: string; title: string; url: string; licence: string }>(),
  },
  (t) => [index('uploads_processing_idx').on(t.leaseUntil).where(sql`${t.status} = 'processing'`)],
);

/**
 * One row (id 1) whose version grows with every change of what the public side shows
 * (publish, unpublish, edits or deletions of published values, series and type changes).
 * Public replies carry it in their ETag, and in-process caches are keyed by it.
 */
export const publicationState = pgTable('publication_state', {
  id: integer('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
