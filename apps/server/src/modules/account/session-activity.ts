import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { accountCenterRepository } from './account-center.repository.js';

/** A session's "last seen" is written at most this often per instance. */
export const activityIntervalMs = 60_000;
const maxRemembered = 10_000;

/**
 * Notes when each session was last used (the account center's list of one's sessions): after a
 * signed-in request answers, at most once a minute per session on this instance, without delaying it.
 * Register on the root app so every route counts.
 */
export function registerSessionActivity(app: FastifyInstance, db: Db, now: () => number = Date.now) {
  const repo = accountCenterRepository(db);
  const written = new Map<string, number>();
  app.addHook('onResponse', async (request) => {
    const principal = request.principal;
    if (!principal) return;
    const at = now();
    const last = written.get(principal.tokenHash);
    if (last !== undefined && at - last < activityIntervalMs) return;
    if (written.size >= maxRemembered) written.clear();
    written.set(principal.tokenHash, at);
    repo.touchSession(principal.tokenHash, request.ip, new Date(at)).catch((error) => {
      written.delete(principal.tokenHash);
      request.log.debug({ err: error }, 'session activity not written');
    });
  });
}
