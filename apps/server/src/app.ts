import { installValidationMessages } from '@csp/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import { seedDemoDocuments } from './db/seed/demo-documents.js';
import { seedDemoHomeMedia } from './db/seed/demo-home-media.js';
import { onCommit } from './db/transactional.js';
import type { FileStorage } from './lib/file-storage.js';
import type { ServerModule } from './lib/server-module.js';
import { sessionPasses } from './lib/session-passes.js';
import { applyParseSettings } from './lib/spreadsheet/parse-settings.js';
import { loggerOptions } from './logger.js';
import { accountCenterModule } from './modules/account/account-center.module.js';
import { urgentMailByPreference } from './modules/account/urgent-mail-preferences.js';
import { announcementsModule } from './modules/announcements/announcements.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { sessionsRepository } from './modules/auth/sessions.repository.js';
import { type SessionsService, sessionsService } from './modules/auth/sessions.service.js';
import { categoriesModule } from './modules/categories/categories.module.js';
import { citiesModule } from './modules/cities/cities.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { dataModule } from './modules/data/data.module.js';
import { departmentsModule } from './modules/departments/departments.module.js';
import { departmentsRepository } from './modules/departments/departments.repository.js';
import { dictsModule } from './modules/dicts/dicts.module.js';
import { dimensionsModule } from './modules/dimensions/dimensions.module.js';
import { duplicateModule } from './modules/duplicate/duplicate.module.js';
import { filesModule } from './modules/files/files.module.js';
import { storageFromConfig } from './modules/files/storage-config.js';
import { gatewayModule } from './modules/gateway/gateway.module.js';
import { geoModule } from './modules/geo/geo.module.js';
import { healthModule } from './modules/health/health.module.js';
import { homeModule } from './modules/home/home.module.js';
import { initialDataModule } from './modules/initial-data/initial-data.module.js';
import { jobsModule } from './modules/jobs/jobs.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import type { Mailer } from './modules/mail/mailer.js';
import { logsMonitoringModule } from './modules/monitor/logs-monitoring.module.js';
import { onlineFormModule } from './modules/online-form/online-form.module.js';
import { onlineReportModule } from './modules/online-report/online-report.module.js';
import { permissionsModule } from './modules/permissions/permissions.module.js';
import { positionsModule } from './modules/positions/positions.module.js';
import { rolesModule } from './modules/roles/roles.module.js';
import { rolesRepository } from './modules/roles/roles.repository.js';
import { searchModule } from './modules/search/search.module.js';
import { seriesModule } from './modules/series/series.module.js';
import { committed as publicationCommitted } from './modules/stats/publication-signal.js';
import { statsModule } from './modules/stats/stats.module.js';
import { tenantsModule } from './modules/tenants/tenants.module.js';
import { tenantsRepository } from './modules/tenants/tenants.repository.js';
import { uploadSettings } from './modules/uploads/upload-settings.js';
import { uploadsModule } from './modules/uploads/uploads.module.js';
import { usersModule } from './modules/users/users.module.js';
import { usersRepository } from './modules/users/users.repository.js';
import { visitsModule } from './modules/visits/visits.module.js';
import { registerAuth } from './plugins/auth.js';
import { registerCompression } from './plugins/compression.js';
import { frameworkErrors, registerErrorHandling } from './plugins/errors.js';
import { registerIdleCollection } from './plugins/idle-collection.js';
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

/**
 * Identity and access (issue 3): accounts, sign-in, roles, permissions, departments, tenants, dictionaries,
 * positions, categories, the duplicate check and the outbox. The accounts' repositories several of them read
 * are built here and handed in.
 */
export function identityModules(deps: {
  db: Db;
  config: Config;
  sessions: SessionsService;
  mail: ReturnType<typeof mailModule>;
  geo: ReturnType<typeof geoModule>['geo'];
}): ServerModule[] {
  const { db, config, sessions, mail } = deps;
  const users = usersRepository(db);
  const roles = rolesRepository(db);
  const tenants = tenantsRepository(db);
  const departments = departmentsRepository(db);
  const dicts = dictsModule({ db });
  const auth = authModule({
    db,
    config,
    sessions,
    mailer: mail.mailer,
    sms: mail.sms,
    users,
    tenants,
    dictItems: dicts.allItems,
  });
  return [
    auth,
    usersModule({
      users,
      roles,
      tenants,
      geo: deps.geo,
      departments,
      rsa: auth.rsa,
      sessions,
      mailer: mail.mailer,
      logs: auth.logs,
      adminResetCode: auth.adminResetCode,
      ratePerMinute: config.OPEN_ACCOUNT_RATE_PER_MINUTE,
    }),
    rolesModule({ roles }),
    permissionsModule({ db, roles }),
    departmentsModule({ departments }),
    dicts,
    tenantsModule({ tenants }),
    positionsModule({ db }),
    categoriesModule({ db }),
    duplicateModule({ db }),
    mail,
  ];
}

/** The identity modules' routes as one plugin (the identity tests list them). */
export function identityRoutes(deps: Parameters<typeof identityModules>[0]) {
  const modules = identityModules(deps);
  return async (api: FastifyInstance) => {
    for (const module of modules) if (module.routes) await api.register(module.routes);
  };
}

/**
 * Builds the Fastify app, the one composition root: plugins first, then every module's factory with what it
 * needs from the others, then each module's hooks on the root (in this order) and its routes under the base path,
 * then the web app.
 */
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
  // Set as the request arrives (a synchronous hook): an async onSend hook cost a promise on every reply.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  requireDeclaredAccess(app, base);
  registerIdleCollection(app); // the garbage of a burst of requests given back once the server is idle
  registerErrorHandling(app, base);
  registerStaleReads(app, { base }); // database outage: the public site's last good replies, marked stale
  registerTextGuard(app); // NUL and lone surrogates in any params, query, body or multipart field: 400
  applyParseSettings(config);
  await registerSecurity(app, { ratePerMinute: config.RATE_LIMIT_PER_MINUTE, apiBase: base });
  await registerCompression(app); // before the routes: it attaches itself to each route as it is added
  await registerOpenApi(app, base);

  const db = database.db;
  // A committed transaction that raised the publication version reaches this process's chart holders.
  onCommit(publicationCommitted);
  // PGlite's one connection is held by an upload while it runs: the uploader's session is lent past it (issue 17).
  const sessionPassesOfUploads = database.engine === 'pglite' ? sessionPasses() : undefined;
  const sessions = sessionsService(sessionsRepository(db), undefined, sessionPassesOfUploads);
  app.decorate('sessions', sessions);
  registerAuth(app, sessions);
  const mail = mailModule({ db, config });
  app.decorate('mailer', mail.mailer);
  await registerRealtime(app, database);
  const storage = deps.storage ?? storageFromConfig(config);
  if (config.SEED_DEMO_DATA) {
    await seedDemoDocuments(db, storage);
    await seedDemoHomeMedia(db, storage);
  }

  const log = app.log;
  const uploads = uploadSettings(config);
  const files = filesModule({ db, storage, log });
  const visits = visitsModule({ db, base });
  const geo = geoModule({ db });
  const announcements = announcementsModule({
    db,
    sessions,
    events: app.events,
    sockets: app.sockets,
    log,
    mailer: urgentMailByPreference(mail.mailer, db),
    pushMailer: mail.mailer,
  });
  const series = seriesModule({ db, announcements: announcements.pushes });
  const stats = statsModule({
    db,
    listen: database.listen,
    prepared: database.prepared,
    chartValuesMb: config.CHART_VALUES_MEMORY_MB,
    chartValuesWarmUp: config.CHART_VALUES_WARM_UP,
    presentSeries: series.presentSeries,
  });
  const data = dataModule({ db });
  const dimensions = dimensionsModule({ db });
  const uploadsM = uploadsModule({
    db,
    settings: uploads,
    data: data.data,
    places: data.places,
    placePicker: data.placePicker,
    chart: stats.chart,
    announcements: announcements.pushes,
    originals: files.files,
    sessionPasses: sessionPassesOfUploads,
    log,
  });
  const modules: ServerModule[] = [
    accountCenterModule({ db, files: files.files, ossFiles: files.ossFiles, mailer: mail.mailer, base, log }),
    announcements,
    logsMonitoringModule({ database, config, log, chartData: stats.figures }),
    jobsModule({ database, config, mailer: mail.mailer, log }),
    uploadsM,
    visits,
    healthModule({ database }),
    geo,
    searchModule({ db }),
    homeModule({ db, storage, base, files: files.files }),
    files,
    gatewayModule({ database, config }),
    series,
    dimensions,
    data,
    citiesModule({ db, storage, base, files: files.files, placePicker: data.placePicker }),
    stats,
    initialDataModule({
      db,
      dimensions: dimensions.dimensions,
      data: data.data,
      uploads: uploadsM.uploads,
      uploadSettings: uploads,
    }),
    dashboardModule({ db, visits: visits.visits }),
    { routes: onlineReportModule({ database, config }) },
    onlineFormModule({ db }),
    ...identityModules({ db, config, sessions, mail, geo: geo.geo }),
  ];
  for (const module of modules) await module.install?.(app);
  await app.register(
    async (api) => {
      for (const module of modules) if (module.routes) await api.register(module.routes);
    },
    { prefix: base },
  );
  if (deps.serveWeb !== false) await registerWebApp(app, config.webDistDir, base);
  return app;
}
