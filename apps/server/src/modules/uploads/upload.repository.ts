import type { UploadSource } from '@csp/contract';
import { and, count, desc, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { type AreaScope, scopeSql } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { dataLogs, dataValues, dimensions, series, uploads, users } from '../../db/schema/index.js';
import { rowsOf, type Transactional, transactional } from '../../db/transactional.js';
import { AppError } from '../../errors.js';
import { loadPlaceIndexes } from '../cities/place-index.repository.js';
import { lockValueReferences, type ValueReferences } from '../data/value-references.js';
import { bumpPublication } from '../stats/publication.repository.js';
import type { ChangedSeries } from '../stats/publication-signal.js';
import { BinaryRows, type CopyClient, copyClientOf, copyIn } from './copy-in.js';
import { type Lookups, type ResolvedRow, rememberingLookups } from './row-validator.js';

/** A lease end `ms` from now, in the database's time (instances' clocks may differ). */
const leaseFromNow = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/**
 * The values a batch review names (issue 17): every criterion given applies; economies (whole: their own figures
 * and their cities) and places (a city, or an economy's own figures with `cityId` null) together name one set.
 */
export interface BatchWhere {
  uploadId?: number;
  seriesId?: number;
  dimensionId?: number;
  countryIds?: number[];
  places?: { countryId: number; cityId: number | null }[];
}

export function batchWhere(s: BatchWhere): SQL {
  const parts: SQL[] = [];
  if (s.uploadId !== undefined) parts.push(sql`data_values.upload_id = ${s.uploadId}`);
  if (s.seriesId !== undefined) parts.push(sql`data_values.series_id = ${s.seriesId}`);
  if (s.dimensionId !== undefined) parts.push(sql`data_values.dimension_id = ${s.dimensionId}`);
  const where: SQL[] = [];
  if (s.countryIds) where.push(sql`data_values.country_id = any(${sql.param(s.countryIds)}::bigint[])`);
  if (s.places) {
    // coalesce(city_id, 0): an economy's own figures match a place with cityId null (ids start at 1).
    where.push(sql`(data_values.country_id, coalesce(data_values.city_id, 0)) in (
      select * from unnest(${sql.param(s.places.map((p) => p.countryId))}::bigint[],
                           ${sql.param(s.places.map((p) => p.cityId ?? 0))}::bigint[]))`);
  }
  if (where.length > 0) parts.push(sql`(${sql.join(where, sql` or `)})`);
  if (parts.length === 0) throw new Error('an empty batch selection');
  return sql.join(parts, sql` and `);
}

/** SQL of uploads: the look-ups rows are checked against, and the batched all-or-nothing write. */
/**
 * The uploads an actor sees in the history (and may download): their own and those of users of their area; every
 * upload for an actor of every area (no condition). Needs `users` joined on the uploader.
 */
const seenBy = (actor: { userId: number; scope: AreaScope }) =>
  actor.scope.kind === 'all'
    ? undefined
    : or(eq(uploads.userId, actor.userId), scopeSql(actor.scope, { countryId: users.countryId, cityId: users.cityId }));

function queries(db: Db) {
  return {
    async lookups(): Promise<Lookups> {
      const [seriesRows, typeRows, places] = await Promise.all([
        db.select({ id: series.id, number: series.number }).from(series),
        db
          .select({
            id: dimensions.id,
            seriesId: dimensions.seriesId,
            code: dimensions.code,
            computeType: dimensions.computeType,
          })
          .from(dimensions)
          .orderBy(dimensions.sort, dimensions.id),
        loadPlaceIndexes(db),
      ]);
      const lookups: Lookups = { series: new Map(), ...places };
      for (const s of seriesRows) {
        lookups.series.set(s.number, { id: s.id, types: typeRows.filter((t) => t.seriesId === s.id) });
      }
      return rememberingLookups(lookups);
    },

    /** Records an upload as 'processing' by `lease.instance`, its lease holding `lease.ms` from now (database time). */
    async createUpload(
      row: { userId: number; seriesId: number | null; fileName: string; source?: UploadSource | null },
      lease: { instance: string; ms: number },
    ) {
      const [created] = await db
        .insert(uploads)
        .values({ ...row, status: 'processing', instanceId: lease.instance, leaseUntil: leaseFromNow(lease.ms) })
        .returning({ id: uploads.id });
      if (!created) throw new Error('upload insert returned nothing');
      return created.id;
    },

    /** Extends the lease of an upload still processing (a sign of life of the instance working on it). */
    renewLease: (id: number, ms: number) =>
      db
        .update(uploads)
        .set({ leaseUntil: leaseFromNow(ms) })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'processing'))),

    /**
     * Marks the upload done, inside the transaction that wrote its rows (they commit together). Refuses (throws)
     * when the upload is no longer this instance's and processing: housekeeping took it for dead meanwhile, so
     * the rows must not commit under an upload reported failed.
     */
    async markDone(id: number, instance: string, rowCount: number) {
      const done = await db
        .update(uploads)
        .set({ status: 'done', rowCount, errors: [], leaseUntil: null })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'processing'), eq(uploads.instanceId, instance)))
        .returning({ id: uploads.id });
      if (done.length === 0) throw new AppError('uploadInterrupted', 409);
    },

    finishUpload: (id: number, outcome: { status: 'failed'; rowCount: number; errors: unknown[] }) =>
      db
        .update(uploads)
        .set({ ...outcome, leaseUntil: null })
        .where(eq(uploads.id, id)),

    /** Keeps a refused upload's full error report (outside any transaction: the upload's own was rolled back). */
    saveReport: (id: number, report: unknown) => db.update(uploads).set({ report }).where(eq(uploads.id, id)),

    /** Who made an upload and its stored error report (null when it has none). */
    async reportOf(id: number): Promise<{ userId: number | null; report: unknown } | undefined> {
      const [row] = await db
        .select({ userId: uploads.userId, report: uploads.report })
        .from(uploads)
        .where(eq(uploads.id, id));
      return row ? { userId: row.userId === null ? null : Number(row.userId), report: row.report } : undefined;
    },

    /** How far an upload has got as its record says: status, rows read, rows stored, counts or failure. */
    async progressOf(id: number) {
      const [row] = await db
        .select({
          userId: uploads.userId,
          status: uploads.status,
          rowsRead: uploads.rowsRead,
          rowCount: uploads.rowCount,
          result: uploads.result,
          errors: uploads.errors,
          hasReport: sql<boolean>`${uploads.report} is not null`,
        })
        .from(uploads)
        .where(eq(uploads.id, id));
      return row;
    },

    /** An upload's record: who made it, its status and series. */
    async findUpload(id: number) {
      const [row] = await db
        .select({ id: uploads.id, userId: uploads.userId, status: uploads.status, seriesId: uploads.seriesId })
        .from(uploads)
        .where(eq(uploads.id, id));
      return row;
    },

    /**
     * A page of the upload history, newest first: the actor's own uploads and, for an area, those of users of the
     * area (everyone's for an actor of every area).
     */
    async history(actor: { userId: number; scope: AreaScope }, page: { offset: number; limit: number }) {
      const where = seenBy(actor);
      const [rows, total] = await Promise.all([
        db
          .select({
            id: uploads.id,
            fileName: uploads.fileName,
            seriesNumber: series.number,
            seriesNameEn: series.nameEn,
            seriesNameZh: series.nameZh,
            status: uploads.status,
            rowCount: uploads.rowCount,
            rowsRead: uploads.rowsRead,
            result: uploads.result,
            errors: uploads.errors,
            hasReport: sql<boolean>`${uploads.report} is not null`,
            hasFile: sql<boolean>`${uploads.fileId} is not null`,
            userId: uploads.userId,
            username: users.username,
            createdAt: uploads.createdAt,
            source: uploads.source,
          })
          .from(uploads)
          .leftJoin(series, eq(series.id, uploads.seriesId))
          .leftJoin(users, eq(users.id, uploads.userId))
          .where(where)
          .orderBy(desc(uploads.createdAt), desc(uploads.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(uploads).leftJoin(users, eq(users.id, uploads.userId)).where(where),
      ]);
      return { rows, total: Number(total[0]?.n ?? 0) };
    },

    /** Links an upload to its original file as stored (issue 17). */
    setFile: (id: number, fileId: number) => db.update(uploads).set({ fileId }).where(eq(uploads.id, id)),

    /**
     * The stored original of an upload the actor sees in the history (`history`: their own, those of users of their
     * area, all for an actor of every area); undefined when the upload is not one of those or keeps no file.
     */
    async originalOf(id: number, actor: { userId: number; scope: AreaScope }) {
      const [row] = await db
        .select({ fileId: uploads.fileId, fileName: uploads.fileName })
        .from(uploads)
        .leftJoin(users, eq(users.id, uploads.userId))
        .where(and(eq(uploads.id, id), seenBy(actor)));
      return row?.fileId == null ? undefined : { fileId: Number(row.fileId), fileName: row.fileName };
    },

    /** Sets (or clears, null) the source and licence credited for an upload's figures (issue 16). */
    setSource: (id: number, source: UploadSource | null) =>
      db.update(uploads).set({ source }).where(eq(uploads.id, id)),

    /** Rows read so far by an upload still processing (outside its transaction, so others see the progress). */
    progress: (id: number, rowsRead: number) =>
      db
        .update(uploads)
        .set({ rowsRead })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'processing'))),

    /** The selected values in `from`: how many, how many in the scope, their series. */
    async reviewCensus(selection: BatchWhere, scope: AreaScope, from: readonly string[]) {
      const result = await db.execute(sql`
        select count(*)::int as total, count(*) filter (where ${scopeSql(scope)})::int as in_scope,
               coalesce(array_agg(distinct series_id), '{}') as series
        from ${dataValues} where ${batchWhere(selection)} and status = any(${sql.param([...from])}::text[])`);
      const row = rowsOf<{ total: number; in_scope: number; series: (number | string)[] }>(result)[0];
      return {
        total: Number(row?.total ?? 0),
        inScope: Number(row?.in_scope ?? 0),
        series: (row?.series ?? []).map(Number),
      };
    },

    /** Moves every selected value in `from` to `to`, one log row each (as the review of one value does). */
    async reviewMove(
      selection: BatchWhere,
      scope: AreaScope,
      move: { from: readonly string[]; to: string; log: string; note: string | null; userId: number },
    ) {
      const publishedAt = move.to === 'published' ? sql`now()` : sql`null`;
      const reason = move.to === 'reject' ? move.note : null;
      const result = await db.execute(sql`
        with moved as (
          update ${dataValues} set status = ${move.to}, reject_reason = ${reason}, published_at = ${publishedAt},
                 updated_by = ${move.userId}, updated_at = now()
          where ${batchWhere(selection)} and ${scopeSql(scope)} and status = any(${sql.param([...move.from])}::text[])
          returning id, series_id, country_id, city_id, year, value
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, new_value, note, user_id)
          select id, series_id, country_id, city_id, year, ${move.log}, value, ${move.note}, ${move.userId} from moved
          returning 1
        )
        select count(*)::int as n from logged`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /**
     * The selected values in the scope with the value each replaced: the old value of the latest `update` log
     * that wrote the current number (none: a new point). Counts by status, new and changed; the first `limit` rows.
     */
    async preview(selection: BatchWhere, scope: AreaScope, limit: number) {
      const rows = await db.execute(sql`
        select data_values.id, c.code as economy, c.name_en as economy_name_en, c.name_zh as economy_name_zh,
               ci.name_en as city_name_en, ci.name_zh as city_name_zh, d.code as type, data_values.year, data_values.value, data_values.status,
               (select l.old_value from ${dataLogs} l where l.data_value_id = data_values.id and l.log_type = 'update'
                  and l.new_value = data_values.value order by l.id desc limit 1) as old_value
        from ${dataValues}
        join countries c on c.id = data_values.country_id
        left join cities ci on ci.id = data_values.city_id
        join dimensions d on d.id = data_values.dimension_id
        where ${batchWhere(selection)} and ${scopeSql(scope)}
        order by c.code, ci.name_en nulls first, d.code, data_values.year
        limit ${limit}`);
      const counts = await db.execute(sql`
        select data_values.status, count(*)::int as n,
               count(*) filter (where exists (select 1 from ${dataLogs} l where l.data_value_id = data_values.id
                 and l.log_type = 'update' and l.new_value = data_values.value))::int as changed
        from ${dataValues} where ${batchWhere(selection)} and ${scopeSql(scope)} group by data_values.status`);
      return {
        rows: rowsOf<{
          id: number | string;
          economy: string;
          economy_name_en: string;
          economy_name_zh: string;
          city_name_en: string | null;
          city_name_zh: string | null;
          type: string;
          year: number;
          value: number | string;
          status: string;
          old_value: number | string | null;
        }>(rows),
        counts: rowsOf<{ status: string; n: number; changed: number }>(counts),
      };
    },

    /** Keeps a finished upload's counts (created, changed, unchanged, removed…) with its record. */
    saveResult: (id: number, result: Record<string, number>) =>
      db.update(uploads).set({ result }).where(eq(uploads.id, id)),

    /** How many values the upload brought (still carrying its id), how many of them lie in the scope. */
    async valuesOf(uploadId: number, scope: AreaScope) {
      const result = await db.execute(sql`
        select count(*)::int as total, count(*) filter (where ${scopeSql(scope)})::int as in_scope,
               count(*) filter (where status = 'published')::int as published,
               coalesce(array_agg(distinct series_id), '{}') as series
        from ${dataValues} where upload_id = ${uploadId}`);
      const row = rowsOf<{ total: number; in_scope: number; published: number; series: (number | string)[] }>(
        result,
      )[0];
      return {
        total: Number(row?.total ?? 0),
        inScope: Number(row?.in_scope ?? 0),
        published: Number(row?.published ?? 0),
        series: (row?.series ?? []).map(Number),
      };
    },

    /** Deletes every value the upload brought, one `delete` log row each (the old value); returns the count. */
    async removeValues(uploadId: number, userId: number, note: string) {
      const result = await db.execute(sql`
        with gone as (
          delete from ${dataValues} where upload_id = ${uploadId}
          returning id, series_id, country_id, city_id, year, value
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, old_value, note, user_id)
          select id, series_id, country_id, city_id, year, 'delete', value, ${note}, ${userId} from gone
          returning 1
        )
        select count(*)::int as n from logged`);
      return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
    },

    /**
     * Fails the uploads left 'processing' by an instance that stopped (crash, kill, power cut): their lease ran
     * out (or `all`, when no other instance can exist: PGlite at start-up). Their rows were never committed.
     */
    async failInterrupted(options: { all?: boolean } = {}) {
      const rows = await db
        .update(uploads)
        .set({ status: 'failed', rowCount: 0, errors: [{ key: 'uploadInterrupted' }], leaseUntil: null })
        .where(
          and(
            eq(uploads.status, 'processing'),
            options.all ? undefined : or(isNull(uploads.leaseUntil), lt(uploads.leaseUntil, sql`now()`)),
          ),
        )
        .returning({ id: uploads.id, instanceId: uploads.instanceId });
      return rows;
    },

    /**
     * Writes one batch: new points are inserted, existing ones with another number take it and go back to
     * pending (off the public side); one log row each (create, or update with the old value). A point whose stored
     * number equals the row's (and was not rejected) is left as it is: still published if it was, no log row.
     * Returns the counts and how many published values it replaced.
     */
    async upsertBatch(rows: ResolvedRow[], meta: { uploadId: number; userId: number; note: string }) {
      const col = <K extends keyof ResolvedRow>(k: K) => sql.param(rows.map((r) => r[k]));
      const result = await db.execute(sql`
        with input as (
          select * from unnest(${col('seriesId')}::bigint[], ${col('dimensionId')}::bigint[], ${col('countryId')}::bigint[],
            ${col('cityId')}::bigint[], ${col('year')}::smallint[], ${col('value')}::float8[],
            ${col('obsStatus')}::text[]) with ordinality
            as i(series_id, dimension_id, country_id, city_id, year, value, obs_status, n)
        ), prior as (
          select v.id, v.value, v.status, i.n,
                 (v.value = i.value and v.obs_status is not distinct from i.obs_status and v.status <> 'reject') as same
          from input i join ${dataValues} v
            on v.series_id = i.series_id and v.dimension_id = i.dimension_id and v.country_id = i.country_id
           and v.city_id = i.city_id and v.year = i.year
          where i.city_id is not null
          union all
          select v.id, v.value, v.status, i.n,
                 (v.value = i.value and v.obs_status is not distinct from i.obs_status and v.status <> 'reject') as same
          from input i join ${dataValues} v
            on v.series_id = i.series_id and v.dimension_id = i.dimension_id and v.country_id = i.country_id
           and v.city_id is null and v.year = i.year
          where i.city_id is null
        ), up as (
          insert into ${dataValues} (series_id, dimension_id, country_id, city_id, year, value, obs_status, status, upload_id, created_by, updated_by)
          select series_id, dimension_id, country_id, city_id, year, value, obs_status, 'pending', ${meta.uploadId}, ${meta.userId}, ${meta.userId}
          from input i where not exists (select 1 from prior p where p.n = i.n and p.same)
          on conflict on constraint data_values_point_uq do update
            set value = excluded.value, obs_status = excluded.obs_status, status = 'pending', reject_reason = null, published_at = null,
                upload_id = excluded.upload_id, updated_by = excluded.updated_by, updated_at = now()
          returning id, series_id, country_id, city_id, year, value, (xmax = 0) as inserted
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, old_value, new_value, note, user_id)
          select up.id, up.series_id, up.country_id, up.city_id, up.year,
                 case when up.inserted then 'create' else 'update' end, prior.value, up.value, ${meta.note}, ${meta.userId}
          from up left join prior on prior.id = up.id
          returning 1
        )
        select (select count(*) from up where inserted)::int as created,
               (select count(*) from up where not inserted)::int as updated,
               (select count(*) from prior where same)::int as unchanged,
               (select count(*) from prior where status = 'published' and not same)::int as published,
               (select count(*) from logged)::int as logged`);
      const row = rowsOf<{ created: number; updated: number; unchanged: number; published: number }>(result)[0] ?? {
        created: 0,
        updated: 0,
        unchanged: 0,
        published: 0,
      };
      return {
        created: Number(row.created),
        updated: Number(row.updated),
        unchanged: Number(row.unchanged),
        published: Number(row.published),
      };
    },

    /**
     * Removes the stored values of these points (removal rows of an upload, issue 17), one `delete` log row each
     * (the old value); a point holding no value removes nothing. Returns how many went and how many were public.
     */
    async removeBatch(rows: ResolvedRow[], meta: { userId: number; note: string }) {
      const col = <K extends keyof ResolvedRow>(k: K) => sql.param(rows.map((r) => r[k]));
      const result = await db.execute(sql`
        with input as (
          select * from unnest(${col('seriesId')}::bigint[], ${col('dimensionId')}::bigint[], ${col('countryId')}::bigint[],
            ${col('cityId')}::bigint[], ${col('year')}::smallint[])
            as i(series_id, dimension_id, country_id, city_id, year)
        ), gone as (
          delete from ${dataValues} v using input i
          where v.series_id = i.series_id and v.dimension_id = i.dimension_id and v.country_id = i.country_id
            and v.year = i.year
            and (v.city_id = i.city_id or (v.city_id is null and i.city_id is null))
          returning v.id, v.series_id, v.country_id, v.city_id, v.year, v.value, v.status
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, old_value, note, user_id)
          select id, series_id, country_id, city_id, year, 'delete', value, ${meta.note}, ${meta.userId} from gone
          returning 1
        )
        select (select count(*) from gone)::int as removed,
               (select count(*) from gone where status = 'published')::int as published,
               (select count(*) from logged)::int as logged`);
      const row = rowsOf<{ removed: number; published: number }>(result)[0];
      return { removed: Number(row?.removed ?? 0), published: Number(row?.published ?? 0) };
    },

    /**
     * Which of these stored types hold no value yet (one probe each on the point index). Rows of such a type
     * cannot collide with existing ones, so they take the plain insert below.
     */
    async freshTypes(types: { seriesId: number; dimensionId: number }[]): Promise<Set<number>> {
      if (types.length === 0) return new Set();
      const result = await db.execute(sql`
        select t.dim::int as id from unnest(${sql.param(types.map((t) => t.seriesId))}::bigint[],
          ${sql.param(types.map((t) => t.dimensionId))}::bigint[]) as t(ser, dim)
        where not exists (select 1 from ${dataValues} v where v.series_id = t.ser and v.dimension_id = t.dim)`);
      return new Set(rowsOf<{ id: number }>(result).map((r) => Number(r.id)));
    },

    /**
     * The COPY input of a batch of new points, put together ahead of its write (`insertBatch` takes it when given the
     * same rows); undefined on PGlite, which inserts by statement.
     */
    prepareNewPoints: (rows: ResolvedRow[], meta: { uploadId: number; userId: number; note: string }) =>
      copyClientOf(db) ? newPointRows(rows, meta) : undefined,

    /**
     * Inserts a batch of new points (types that held no value) with a `create` log row each. On PostgreSQL as two
     * `COPY … FROM STDIN` (issue 22): the points' ids are taken from their sequence first, so the log rows can name
     * them; on PGlite as one `INSERT … SELECT unnest(…)` with the log rows in the same statement. Same rows either way.
     */
    async insertBatch(
      rows: ResolvedRow[],
      meta: { uploadId: number; userId: number; note: string },
      prepared?: NewPointRows,
    ) {
      const client = copyClientOf(db);
      if (client) {
        const batch = prepared?.rows === rows ? prepared : newPointRows(rows, meta);
        return { created: await copyNewPoints(db, client, batch), updated: 0, unchanged: 0, published: 0 };
      }
      const col = <K extends keyof ResolvedRow>(k: K) => sql.param(rows.map((r) => r[k]));
      const result = await db.execute(sql`
        with up as (
          insert into ${dataValues} (series_id, dimension_id, country_id, city_id, year, value, obs_status, status, upload_id, created_by, updated_by)
          select i.*, 'pending', ${meta.uploadId}::bigint, ${meta.userId}::bigint, ${meta.userId}::bigint
          from unnest(${col('seriesId')}::bigint[], ${col('dimensionId')}::bigint[], ${col('countryId')}::bigint[],
            ${col('cityId')}::bigint[], ${col('year')}::smallint[], ${col('value')}::float8[],
            ${col('obsStatus')}::text[]) as i
          returning id, series_id, country_id, city_id, year, value
        ), logged as (
          insert into ${dataLogs} (data_value_id, series_id, country_id, city_id, year, log_type, new_value, note, user_id)
          select id, series_id, country_id, city_id, year, 'create', value, ${meta.note}, ${meta.userId} from up
          returning 1
        )
        select count(*)::int as created from logged`);
      return {
        created: Number(rowsOf<{ created: number }>(result)[0]?.created ?? 0),
        updated: 0,
        unchanged: 0,
        published: 0,
      };
    },

    /** Locks what the rows refer to for the rest of the transaction (`value-references.ts`). */
    lockReferences: (refs: ValueReferences) => lockValueReferences(db, refs),

    bumpPublication: (series?: ChangedSeries) => bumpPublication(db, series),
  };
}
/**
 * The COPY input of a batch of new points and their `create` log rows (`insertBatch` on PostgreSQL), in COPY's
 * binary format (`BinaryRows`: no text put together here nor parsed by the server; the same numbers, float8 as is),
 * with room for the ids, drawn when the batch is written. An upload puts a batch together while the batch before it
 * is being written (`prepareNewPoints`).
 */
export interface NewPointRows {
  rows: ResolvedRow[];
  values: BinaryRows;
  logs: BinaryRows;
  /** Where each row's id goes in `values` and in `logs`. */
  valueSlots: Uint32Array;
  logSlots: Uint32Array;
}

export function newPointRows(rows: ResolvedRow[], meta: { uploadId: number; userId: number; note: string }) {
  const values = new BinaryRows(rows.length * 140);
  const logs = new BinaryRows(rows.length * (100 + Buffer.byteLength(meta.note, 'utf8')));
  const valueSlots = new Uint32Array(rows.length);
  const logSlots = new Uint32Array(rows.length);
  for (let i = 0; i < rows.length; i++) {
    const r = rows[i] as ResolvedRow;
    valueSlots[i] = values.row(12).int8Slot();
    values.int8(r.seriesId).int8(r.dimensionId).int8(r.countryId).int8OrNull(r.cityId);
    values.int2(r.year).float8(r.value).text(r.obsStatus).text('pending');
    values.int8(meta.uploadId).int8(meta.userId).int8(meta.userId);
    logSlots[i] = logs.row(9).int8Slot();
    logs.int8(r.seriesId).int8(r.countryId).int8OrNull(r.cityId).int2(r.year);
    logs.text('create').float8(r.value).text(meta.note).int8(meta.userId);
  }
  return { rows, values, logs, valueSlots, logSlots };
}

/**
 * New points and their `create` log rows by COPY (`insertBatch` on PostgreSQL): the rows' ids drawn from the
 * identity's sequence (`drawIds`; COPY writes given identity values as they are), then the values' COPY and the log
 * rows' COPY, sent one after the other without waiting. Returns how many log rows were written (one per point).
 */
async function copyNewPoints(db: Db, client: CopyClient, batch: NewPointRows): Promise<number> {
  const n = batch.rows.length;
  if (n === 0) return 0;
  const idOf = await drawIds(db, n);
  for (let i = 0; i < n; i++) {
    const id = idOf(i);
    batch.values.setInt8(batch.valueSlots[i] as number, id);
    batch.logs.setInt8(batch.logSlots[i] as number, id);
  }
  const valuesCopied = copyIn(
    client,
    'copy data_values (id, series_id, dimension_id, country_id, city_id, year, value, obs_status, status, upload_id, created_by, updated_by) from stdin with (format binary)',
    batch.values.end(),
  );
  const logsCopied = copyIn(
    client,
    'copy data_logs (data_value_id, series_id, country_id, city_id, year, log_type, new_value, note, user_id) from stdin with (format binary)',
    batch.logs.end(),
  );
  const [, logged] = await Promise.all([valuesCopied, logsCopied]);
  return logged;
}

/**
 * `n` ids for new points from the identity's sequence, row i's given by the function returned. One statement draws
 * them and answers only their range: when no other writer drew from the sequence meanwhile (the usual case) they
 * are every id of that range, nothing to send back or parse. Otherwise (the range holds another writer's ids too)
 * they are drawn again one by one, in row order, as a list (the first draw's ids are left unused: a gap, as a
 * rolled-back insert leaves).
 */
export async function drawIds(db: Db, n: number): Promise<(i: number) => number> {
  // The sequence is found once per statement (`offset 0` keeps the subquery from being folded into each row:
  // pg_get_serial_sequence reads the catalog, and per row it cost about as much as the COPYs).
  const sequence = sql`(select pg_get_serial_sequence('data_values', 'id')::regclass as seq offset 0) s`;
  const [range] = rowsOf<{ first: string; last: string; drawn: number }>(
    await db.execute(sql`
      select min(v)::text as first, max(v)::text as last, count(*)::int as drawn
      from (select nextval(s.seq) as v from ${sequence}, generate_series(1, ${n}::int) g) d`),
  );
  const first = Number(range?.first);
  if (isRange(first, Number(range?.last), Number(range?.drawn), n)) return (i) => first + i;
  const listed = await db.execute(sql`
    select string_agg(nextval(s.seq)::text, ',' order by g) as ids from ${sequence}, generate_series(1, ${n}::int) g`);
  const ids = (rowsOf<{ ids: string }>(listed)[0]?.ids ?? '').split(',').map(Number);
  if (ids.length !== n) throw new Error('ids drawn for a batch do not match its rows');
  return (i) => ids[i] as number;
}

/** Whether `drawn` distinct ids between `first` and `last` are every id of that range, and `n` of them. */
export function isRange(first: number, last: number, drawn: number, n: number): boolean {
  return drawn === n && Number.isSafeInteger(first) && Number.isSafeInteger(last) && last - first + 1 === n;
}

export type UploadRepository = Transactional<ReturnType<typeof queries>>;
export const uploadRepository = (db: Db): UploadRepository => transactional(db, queries);
