import type { Db } from './client.js';
import { inWritePipeline, PipelineClosedError, type WritePipeline } from './write-pipeline.js';

/** Called after a transaction of `db` committed, with that transaction's handle (`tx`). */
export type CommitListener = (db: object, tx: object) => void;

const commitListeners = new Set<CommitListener>();

/**
 * Adds a listener to every commit of a `transactional` repository, in this process (the composition root,
 * app.ts, hands the statistics publication signal in this way). Adding the same function twice keeps one.
 * Returns the function that removes it.
 */
export function onCommit(listener: CommitListener): () => void {
  commitListeners.add(listener);
  return () => commitListeners.delete(listener);
}

/**
 * A repository that can run a callback with a copy of itself bound to one transaction, and a write pipeline
 * owned by that transaction (`db/write-pipeline.ts`): writes queued on it overlap with the callback's other work
 * and have all settled before COMMIT or ROLLBACK. The copy refuses every call once the callback has ended.
 */
export type Transactional<R> = R & {
  transaction<T>(fn: (repo: Transactional<R>, pipe: WritePipeline) => Promise<T>): Promise<T>;
};

export function transactional<R extends object>(db: Db, build: (db: Db) => R): Transactional<R> {
  return {
    ...build(db),
    transaction: async <T>(fn: (repo: Transactional<R>, pipe: WritePipeline) => Promise<T>) => {
      let inner: object | undefined;
      const result = await db.transaction(async (tx) => {
        inner = tx;
        const scope = { open: true };
        try {
          return await inWritePipeline((pipe) => fn(closable(transactional(tx as unknown as Db, build), scope), pipe));
        } finally {
          scope.open = false;
        }
      });
      if (inner) for (const listener of commitListeners) listener(db, inner);
      return result;
    },
  };
}

/** The repository's functions, refusing to run once `scope.open` is false (after its transaction ended). */
function closable<R extends object>(repo: R, scope: { open: boolean }): R {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(repo)) {
    out[key] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            if (!scope.open) throw new PipelineClosedError();
            return value.apply(repo, args);
          }
        : value;
  }
  return out as R;
}

/** The rows of a raw `db.execute` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
