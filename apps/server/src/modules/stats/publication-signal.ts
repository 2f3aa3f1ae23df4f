/**
 * Who learns of a publication change in this process, and when: a transaction that raised the publication
 * version is noted here, and once it has committed (`data/transactional.ts`) the holders of that database
 * adopt the new version before the request that made the change answers. Other instances learn it through
 * NOTIFY on `publicationChannel` (sent by the same transaction, delivered at commit).
 */
export const publicationChannel = 'csp_publication';

const raisedIn = new WeakMap<object, number>();
const holders = new Map<object, Set<(version: number) => void>>();

/** Records that the transaction `tx` raised the version to `version` (not yet committed). */
export function noteRaised(tx: object, version: number) {
  raisedIn.set(tx, Math.max(raisedIn.get(tx) ?? 0, version));
}

/** Called after `tx`, a transaction of the database `db`, committed: its raise, if any, reaches the holders. */
export function committed(db: object, tx: object) {
  const version = raisedIn.get(tx);
  raisedIn.delete(tx);
  if (version === undefined) return;
  for (const adopt of holders.get(db) ?? []) adopt(version);
}

export function onCommitted(db: object, adopt: (version: number) => void): () => void {
  const set = holders.get(db) ?? new Set();
  holders.set(db, set);
  set.add(adopt);
  return () => {
    set.delete(adopt);
    if (set.size === 0) holders.delete(db);
  };
}
