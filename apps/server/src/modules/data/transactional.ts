import type { Db } from '../../db/client.js';
import { committed } from '../stats/publication-signal.js';

/** A repository that can run a callback with a copy of itself bound to one transaction. */
export type Transactional<R> = R & { transaction<T>(fn: (repo: Transactional<R>) => Promise<T>): Promise<T> };

export function transactional<R extends object>(db: Db, build: (db: Db) => R): Transactional<R> {
  return {
    ...build(db),
    transaction: async <T>(fn: (repo: Transactional<R>) => Promise<T>) => {
      let inner: object | undefined;
      const result = await db.transaction((tx) => {
        inner = tx;
        return fn(transactional(tx as unknown as Db, build));
      });
      if (inner) committed(db, inner);
      return result;
    },
  };
}

/** The rows of a raw `db.execute` result (both drivers answer `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}
