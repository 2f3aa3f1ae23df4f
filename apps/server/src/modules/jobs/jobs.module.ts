import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { ServerModule } from '../../lib/server-module.js';
import type { Mailer } from '../mail/mailer.js';
import { rulesModule } from '../rules/rules.module.js';
import { builtInHandlers, type JobHandler } from './job-handlers.js';
import { jobsRepository } from './jobs.repository.js';
import { jobsRoutes } from './jobs.routes.js';
import { jobsService } from './jobs.service.js';
import { createScheduler, type Scheduler } from './scheduler.js';

/** NOTIFY channel telling every instance to re-read the jobs. */
const jobsChannel = 'csp_jobs';

export interface JobsRegistry {
  /** Adds a handler jobs can name (`jobClassName`); names are code identifiers. */
  register(name: string, handler: JobHandler): void;
  scheduler: Scheduler;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Scheduled jobs of this instance (modules/jobs). */
    jobs: JobsRegistry;
  }
}

/**
 * Scheduled jobs and the fill and check rules (issue 8): their routes under API_BASE, the built-in handlers,
 * and this instance's scheduler, started when the app is ready (default jobs seeded once per database) and
 * stopped on close. Needs `app.mailer`.
 */
export function jobsModule(deps: {
  database: Database;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): ServerModule {
  const { database, config } = deps;
  const db = database.db;
  const log = deps.log.child({ module: 'jobs' });
  const repo = jobsRepository(db);
  const handlers = new Map<string, JobHandler>(Object.entries(builtInHandlers));
  const scheduler = createScheduler({
    repo,
    handlers,
    context: { db, mailer: deps.mailer, log },
    timezone: config.JOBS_TIMEZONE,
    log,
  });
  const service = jobsService({
    repo,
    handlers,
    scheduler,
    timezone: config.JOBS_TIMEZONE,
    changed: async () => {
      await scheduler.sync();
      await database.notify(jobsChannel, '{}').catch((error) => log.warn({ err: error }, 'job change not announced'));
    },
  });
  let stopListening: (() => Promise<void>) | undefined;
  return {
    install: (app) => {
      app.decorate('jobs', {
        register(name: string, handler: JobHandler) {
          if (!/^[A-Za-z][A-Za-z0-9_.]*$/.test(name)) throw new Error(`Invalid job handler name ${name}`);
          handlers.set(name, handler);
        },
        scheduler,
      } satisfies JobsRegistry);
      app.addHook('onReady', async () => {
        await repo.seedDefaults();
        if (!config.JOBS_ENABLED) return;
        stopListening = await database.listen(jobsChannel, () => void scheduler.sync());
        await scheduler.start();
      });
      app.addHook('onClose', async () => {
        await scheduler.stop();
        await stopListening?.().catch(() => undefined);
      });
    },
    routes: async (api) => {
      await api.register(jobsRoutes(service));
      await api.register(rulesModule(db, config.JOBS_TIMEZONE));
    },
  };
}
