import type { Db } from '../../db/client.js';
import { recordVersions } from '../../db/schema/index.js';
import { currentRequest } from '../../lib/request-context.js';

type Snapshot = Record<string, unknown>;

/** A row as stored in a version: JSON-safe, without the bookkeeping timestamps (the version has its own time). */
export function snapshotOf(row: object | null | undefined): Snapshot | null {
  if (!row) return null;
  const out: Snapshot = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'createdAt' || key === 'updatedAt') continue;
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

const same = (a: Snapshot | null, b: Snapshot | null) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Stores one version of a record (its row before and after a change) on `db`, which is the transaction of
 * the change; who and which request come from the request being handled. An update that changed nothing
 * stores nothing.
 */
export async function recordVersion(
  db: Db,
  entity: 'series',
  change: { id: number; action: 'create' | 'update' | 'delete'; before?: object | null; after?: object | null },
) {
  const before = snapshotOf(change.before);
  const after = snapshotOf(change.after);
  if (change.action === 'update' && same(before, after)) return;
  const request = currentRequest();
  await db.insert(recordVersions).values({
    entity,
    entityId: change.id,
    action: change.action,
    before,
    after,
    userId: request?.principal?.userId ?? null,
    requestId: request ? String(request.id) : null,
  });
}

interface SeriesWrites<Row extends { id: number }> {
  find(id: number): Promise<Row | undefined>;
  insert(row: never): Promise<Row>;
  update(id: number, row: never): Promise<Row | undefined>;
  delete(id: number): PromiseLike<unknown>;
}

/**
 * The series queries with a version stored beside every insert, update and delete, in the same transaction
 * (the repository builds its queries on the transaction's handle). Wraps `modules/series` in one place.
 */
export function withSeriesVersions<Row extends { id: number }, Q extends SeriesWrites<Row>>(db: Db, q: Q): Q {
  const insert = async (row: never) => {
    const created = await q.insert(row);
    await recordVersion(db, 'series', { id: created.id, action: 'create', after: created });
    return created;
  };
  const update = async (id: number, row: never) => {
    const before = await q.find(id);
    const after = await q.update(id, row);
    if (after) await recordVersion(db, 'series', { id, action: 'update', before, after });
    return after;
  };
  const remove = async (id: number) => {
    const before = await q.find(id);
    const result = await q.delete(id);
    if (before) await recordVersion(db, 'series', { id, action: 'delete', before });
    return result;
  };
  return { ...q, insert, update, delete: remove } as Q;
}
