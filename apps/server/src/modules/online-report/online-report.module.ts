import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboundPolicy } from '../../lib/outbound-policy.js';
import { dataSourcesRepository } from '../data-sources/data-sources.repository.js';
import { dataSourcesRoutes } from '../data-sources/data-sources.routes.js';
import { dataSourcesService } from '../data-sources/data-sources.service.js';
import { platformEndpoints } from '../data-sources/read-only-source.js';
import { dataSourceKey, secretBox } from '../data-sources/secret-box.js';
import { cgreportApiRoutes } from './cgreport-api.routes.js';
import { onlineReportRepository } from './online-report.repository.js';
import { onlineReportRoutes } from './online-report.routes.js';
import { onlineReportService } from './online-report.service.js';
import { reportDataService } from './report-data.service.js';
import { openReportReader } from './report-reader.js';

/**
 * Online reports and their data sources, registered under API_BASE (one line in app.ts): the data source
 * administration, the report definitions with the editor's test run, and the popup's cgreport API.
 * The pools of other databases close with the app.
 */
export function onlineReportModule(deps: { database: Database; config: Config }) {
  return async (api: FastifyInstance) => {
    const { database, config } = deps;
    const timeoutMs = config.REPORT_QUERY_TIMEOUT_MS;
    // On PostgreSQL: the report login's own pool, checked before the app starts (report-reader.ts).
    const platform = await openReportReader(database, config, api.log);
    api.addHook('onClose', async () => platform.close());
    const sources = dataSourcesService({
      repo: dataSourcesRepository(database.db),
      box: secretBox(dataSourceKey(config.DATA_SOURCE_KEY, config.NODE_ENV)),
      platform,
      engine: database.engine,
      timeoutMs,
      policy: outboundPolicy({
        allow: config.OUTBOUND_ALLOW,
        protect: [
          ...platformEndpoints(database, config.DATABASE_URL),
          ...platformEndpoints(database, config.REPORT_DATABASE_URL),
        ],
      }),
      log: api.log,
    });
    api.addHook('onClose', async () => sources.close());
    const reports = onlineReportRepository(database.db);
    await api.register(dataSourcesRoutes(sources));
    await api.register(onlineReportRoutes(onlineReportService(reports, sources)));
    await api.register(cgreportApiRoutes(reportDataService(reports, sources)));
  };
}
