/**
 * Who learns of a publication change in this process, and when: a transaction that raised the publication
 * version is noted here, and once it has committed (`db/transactional.ts` calls `committed`, the commit listener app.ts adds) the holders of that database
 * adopt the new version before the request that made the change answers. Other instances learn it through
 * NOTIFY on `publicationChannel` (sent by the same transaction, delivered at commit).
 */
export const publicationChannel = 'csp_publication';

/** The series whose published values a change may have touched; 'all' when the writer cannot say. */
export type ChangedSeries = readonly number[] | 'all';

/** A publication change: from one version to another, touching these series. */
export interface PublicationChange {
  from: number;
  to: number;
  series: ChangedSeries;
}

const raisedIn = new WeakMap<object, PublicationChange>();
const holders = new Map<object, Set<(change: PublicationChange) => void>>();

/** Both lists, or 'all' if either is. */
export function unionSeries(a: ChangedSeries, b: ChangedSeries): ChangedSeries {
  return a === 'all' || b === 'all' ? 'all' : [...new Set([...a, ...b])];
}

/** Records that the transaction `tx` raised the version to `version` (not yet committed). */
export function noteRaised(tx: object, version: number, series: ChangedSeries) {
  const prior = raisedIn.get(tx);
  raisedIn.set(
    tx,
    prior
      ? { from: prior.from, to: Math.max(prior.to, version), series: unionSeries(prior.series, series) }
      : { from: version - 1, to: version, series },
  );
}

/** Called after `tx`, a transaction of the database `db`, committed: its change, if any, reaches the holders. */
export function committed(db: object, tx: object) {
  const change = raisedIn.get(tx);
  raisedIn.delete(tx);
  if (change === undefined) return;
  for (const adopt of holders.get(db) ?? []) adopt(change);
}

export function onCommitted(db: object, adopt: (change: PublicationChange) => void): () => void {
  const set = holders.get(db) ?? new Set();
  holders.set(db, set);
  set.add(adopt);
  return () => {
    set.delete(adopt);
    if (set.size === 0) holders.delete(db);
  };
}

/** The NOTIFY payload of one raise: `<version>` (every series) or `<version>:<id>,<id>…`. */
export function changePayload(series: ChangedSeries): string {
  if (series === 'all') return '';
  const list = `:${series.join(',')}`;
  return list.length > 7000 ? '' : list; // NOTIFY payloads stay under 8,000 bytes
}

/** Reads a NOTIFY payload back into the change it announces (one raise: from the version before it). */
export function parseChange(payload: string): PublicationChange | undefined {
  const [head, list] = payload.split(':');
  const to = Number(head);
  if (!Number.isInteger(to)) return undefined;
  const series = list === undefined ? 'all' : list === '' ? [] : list.split(',').map(Number);
  if (series !== 'all' && series.some((id) => !Number.isInteger(id))) return { from: to - 1, to, series: 'all' };
  return { from: to - 1, to, series };
}
