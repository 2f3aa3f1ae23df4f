import { type ChartDataFigures, installValidationMessages } from '@csp/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { seedDemoDocuments } from './db/seed/demo-documents.js';
import { seedDemoHomeMedia } from './db/seed/demo-home-media.js';
import { loggerOptions } from './logger.js';
import { accountCenterModule } from './modules/account/account-center.module.js';
import { registerSessionActivity } from './modules/account/session-activity.js';
import { urgentMailByPreference } from './modules/account/urgent-mail-preferences.js';
import { announcementsModule } from './modules/announcements/announcements.module.js';
import { identityRoutes } from './modules/auth/identity.module.js';
import { sessionsRepository } from './modules/auth/sessions.repository.js';
import { sessionsService } from './modules/auth/sessions.service.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { filesRepository } from './modules/files/files.repository.js';
import { filesRoutes } from './modules/files/files.routes.js';
import { filesService } from './modules/files/files.service.js';
import { ossFilesModule } from './modules/files/oss-files.module.js';
import type { FileStorage } from './modules/files/storage.js';
import { storageFromConfig } from './modules/files/storage-config.js';
import { gatewayModule } from './modules/gateway/gateway.module.js';
import { geoRepository } from './modules/geo/geo.repository.js';
import { geoRoutes } from './modules/geo/geo.routes.js';
import { geoService } from './modules/geo/geo.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { homeModule } from './modules/home/home.module.js';
import { registerJobsAndRules } from './modules/jobs/jobs.module.js';
import { createMailer, type Mailer } from './modules/mail/mailer.js';
import { outboxRepository } from './modules/mail/outbox.repository.js';
import { registerLogsAndMonitoring } from './modules/monitor/logs-monitoring.module.js';
import { onlineReportModule } from './modules/online-report/online-report.module.js';
import { seriesAdminModule } from './modules/series/series-admin.module.js';
import { statsModule } from './modules/stats/stats.module.js';
import { applyParseSettings } from './modules/uploads/parse-settings.js';
import { registerUploadHousekeeping } from './modules/uploads/upload-housekeeping.js';
import { uploadSettings } from './modules/uploads/upload-settings.js';
import { registerVisits } from './modules/visits/visits.module.js';
import { registerAuth } from './plugins/auth.js';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerOpenApi } from './plugins/openapi.js';
import { requireDeclaredAccess } from './plugins/permissions.js';
import { registerRealtime } from './plugins/realtime.js';
import { registerSecurity } from './plugins/security.js';
import { registerStaleReads } from './plugins/stale-reads.js';
import { registerTextGuard } from './plugins/text-guard.js';
import { registerWebApp } from './plugins/web.js';

declare module 'fastify' {
  interface FastifyInstance {
    sessions: import('./modules/auth/sessions.service.js').SessionsService;
    /** Mail over SMTP_URL, or the outbox table (modules/mail/mailer.ts). */
    mailer: Mailer;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  storage?: FileStorage;
  /** Serve the built web app (off in API tests). */
  serveWeb?: boolean;
  logger?: boolean;
  /** Where log lines go instead of standard output (tests that read the log). */
  logStream?: { write(line: string): void };
}

/** Builds the Fastify app: plugins first, then the API routes under the base path, then the web app. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const base = config.API_BASE;
  const app = Fastify({
    logger: deps.logger === false ? false : loggerOptions(config.LOG_LEVEL, deps.logStream),
    requestIdHeader: 'x-request-id',
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installValidationMessages();
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  requireDeclaredAccess(app, base);
  registerErrorHandling(app, base);
  registerStaleReads(app, { base }); // database outage: the public site's last good replies, marked stale
  registerTextGuard(app); // NUL and lone surrogates in any params, query, body or multipart field: 400
  applyParseSettings(config);
  await registerSecurity(app, { ratePerMinute: config.RATE_LIMIT_PER_MINUTE, apiBase: base });
  await registerOpenApi(app, base);

  const db = database.db;
  const sessions = sessionsService(sessionsRepository(db));
  app.decorate('sessions', sessions);
  registerAuth(app, sessions);
  registerSessionActivity(app, db);
  const outbox = outboxRepository(db);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM ?? config.CONTACT_EMAIL }, outbox);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  await registerRealtime(app, database);
  const announcements = await announcementsModule(app, db, sessions, { mailer: urgentMailByPreference(mailer, db) });
  const storage = deps.storage ?? storageFromConfig(config);
  if (config.SEED_DEMO_DATA) {
    await seedDemoDocuments(db, storage);
    await seedDemoHomeMedia(db, storage);
  }
  let chartData: (() => ChartDataFigures) | undefined; // handed over by the statistics core, registered below
  await registerLogsAndMonitoring(app, { database, config, chartData: () => chartData?.() ?? null });
  await registerJobsAndRules(app, { database, config });
  registerUploadHousekeeping(app, { db, settings: uploadSettings(config) });
  await registerVisits(app, { db, base });
  await app.register(healthRoutes(database));
  await app.register(
    async (api) => {
      await api.register(geoRoutes(geoService(geoRepository(db))));
      await api.register(homeModule({ db, storage, base }));
      await api.register(filesRoutes(filesService(filesRepository(db), storage)));
      await api.register(ossFilesModule({ db, storage }));
      await api.register(gatewayModule({ database, config }));
      await api.register(accountCenterModule({ db, storage, mailer, base }));
      await api.register(
        statsModule({
          db,
          storage,
          base,
          listen: database.listen,
          prepared: database.prepared,
          chartValuesMb: config.CHART_VALUES_MEMORY_MB,
          chartValuesWarmUp: config.CHART_VALUES_WARM_UP,
          uploads: uploadSettings(config),
          onFigures: (read) => {
            chartData = read;
          },
        }),
      );
      await api.register(seriesAdminModule(db, uploadSettings(config)));
      await api.register(dashboardModule(db));
      await api.register(onlineReportModule({ database, config }));
      await api.register(announcements.api);
      await api.register(identityRoutes({ db, config, sessions, mailer, outbox }));
    },
    { prefix: base },
  );
  await app.register(announcements.channel);
  if (deps.serveWeb !== false) await registerWebApp(app, config.webDistDir, base);
  return app;
}
