import type { Principal } from './principal.js';

/**
 * Sessions lent past a busy database (issue 17). PGlite has one connection: while an upload's transaction holds it,
 * every other statement waits, each request's session look-up too, so the uploader could not even read how far the
 * upload has got. Nothing can commit meanwhile either (no sign-out, revocation or change of permissions), so the
 * principal that started the upload, validated just before its transaction began, is still what the database would
 * answer: it is lent to that session's own requests while the upload runs, and used only when the database has not
 * answered the look-up within `waitMs`. Wired on PGlite only (app.ts): on PostgreSQL the look-up never waits for an
 * upload, and a revocation there commits at once.
 */
export function sessionPasses(waitMs = 250) {
  const held = new Map<string, { principal: Principal; count: number }>();
  return {
    waitMs,
    /** Lends the principal's session until the returned release is called (once; uploads may overlap). */
    hold(principal: Principal): () => void {
      const entry = held.get(principal.tokenHash) ?? { principal, count: 0 };
      entry.count += 1;
      held.set(principal.tokenHash, entry);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        entry.count -= 1;
        if (entry.count === 0 && held.get(principal.tokenHash) === entry) held.delete(principal.tokenHash);
      };
    },
    /** The principal lent for a session (by its token's hash), if any. */
    get: (tokenHash: string): Principal | undefined => held.get(tokenHash)?.principal,
  };
}
export type SessionPasses = ReturnType<typeof sessionPasses>;
