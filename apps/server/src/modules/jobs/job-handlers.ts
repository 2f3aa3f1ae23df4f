import { permissions } from '@csp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { dictsRepository } from '../dicts/dicts.repository.js';
import { dictsService } from '../dicts/dicts.service.js';
import type { Mailer } from '../mail/mailer.js';
import { housekeepingRepository } from './housekeeping.repository.js';
import { recomputeDerivedTypes } from './recompute-derived.js';
import { reviewDigestMail } from './review-digest.js';

/** What a handler gets for one run. */
export interface JobContext {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The job's parameter text ('' when none). */
  parameter: string;
  /** When the run was due (scheduled runs) or asked for (run now). */
  now: Date;
}

/** A job handler: does its work and answers a one-line summary for the run history; a throw fails the run. */
export type JobHandler = (ctx: JobContext) => Promise<string>;

/** How long the run history is kept by the purge handler. */
export const keepRunsDays = 90;

/**
 * The handlers the platform ships, by the name jobs refer to (JeecgBoot's job class name). More can be
 * registered in code through `app.jobs.register(name, handler)`.
 */
export const builtInHandlers: Record<string, JobHandler> = {
  /** Sessions that expired (or were revoked over a day ago), expired captchas and reset codes, old run history. */
  async purgeExpiredSessions({ db, now }) {
    const r = await housekeepingRepository(db).purge(now, keepRunsDays);
    return (
      `sessions ${r.sessionsGone}, captchas ${r.captchasGone}, password-reset codes ${r.resetsGone}, ` +
      `runs older than ${keepRunsDays} days ${r.runsGone}, interrupted runs closed ${r.interrupted}`
    );
  },

  /** Every computed statistical type over every place, from the published values (modules/stats compute engine). */
  async recomputeDerivedTypes({ db, now }) {
    const r = await recomputeDerivedTypes(db, now.getFullYear());
    const summary = `${r.types} derived types over ${r.places} places with data: ${r.values} values`;
    if (r.broken.length > 0) throw new Error(`${summary}; cannot be computed: ${r.broken.join(', ')}`);
    return summary;
  },

  /** One mail per reviewer listing the series with values waiting for review; nothing when none wait. */
  async pendingReviewDigest({ db, mailer, log }) {
    const repo = housekeepingRepository(db);
    const pending = await repo.pendingBySeries(50);
    if (pending.length === 0) return 'no values wait for review; no mail sent';
    const reviewers = await repo.reviewers(permissions.cityDataExamine);
    let sent = 0;
    const failed: string[] = [];
    for (const reviewer of reviewers) {
      if (!reviewer.email) continue;
      try {
        await mailer.send(reviewDigestMail(reviewer.email, reviewer.realname || reviewer.username, pending));
        sent += 1;
      } catch (error) {
        log.warn({ err: error, userId: reviewer.id }, 'review digest not sent');
        failed.push(reviewer.username);
      }
    }
    const total = pending.reduce((sum, p) => sum + p.count, 0);
    const summary = `${total} values in ${pending.length} series wait; mailed ${sent} of ${reviewers.length} reviewers (${mailer.transport})`;
    if (failed.length > 0 && sent === 0) throw new Error(`${summary}; failed: ${failed.join(', ')}`);
    return failed.length > 0 ? `${summary}; failed: ${failed.join(', ')}` : summary;
  },

  /**
   * The dictionary items every client loads (`queryAllDictItems`), read again from the database. The server keeps
   * no dictionary cache (docs/decisions.md), so this checks they load and reports what clients will get.
   */
  async refreshDictCache({ db }) {
    const all = await dictsService(dictsRepository(db)).allItems();
    const codes = Object.keys(all);
    const items = codes.reduce((sum, code) => sum + (all[code]?.length ?? 0), 0);
    return `${codes.length} dictionaries with ${items} enabled items loaded`;
  },
};
