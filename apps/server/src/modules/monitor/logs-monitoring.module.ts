import type { ChartDataFigures } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { dataLogRepository } from '../datalog/datalog.repository.js';
import { dataLogRoutes } from '../datalog/datalog.routes.js';
import { dataLogService } from '../datalog/datalog.service.js';
import { registerOpLogHook } from '../oplog/oplog.hook.js';
import { opLogRecorder } from '../oplog/oplog.recorder.js';
import { opLogRepository } from '../oplog/oplog.repository.js';
import { opLogRoutes } from '../oplog/oplog.routes.js';
import { opLogService } from '../oplog/oplog.service.js';
import { registerRequestContext } from '../oplog/request-context.js';
import { registerMetrics } from './metrics.js';
import { monitorRoutes } from './monitor.routes.js';
import { processFigures } from './process-figures.js';
import { registerRequestTrace } from './request-trace.js';

/** Requests kept by the in-memory request trace of each instance. */
export const TRACE_CAPACITY = 500;

/**
 * Logs and monitoring (docs/architecture.md): the hooks that see every request (request context, operation
 * log, request trace, metrics) on the root instance, and the screens' routes under the API base.
 * Call it before the API routes are registered.
 */
export async function registerLogsAndMonitoring(
  app: FastifyInstance,
  deps: { database: Database; config: Config; chartData?: () => ChartDataFigures | null },
) {
  const { database, config } = deps;
  const base = config.API_BASE;
  const opLogs = opLogRepository(database.db);
  const recorder = opLogRecorder({
    write: (rows) => opLogs.insertMany(rows),
    onError: (error, lost) => app.log.error({ err: error, lost }, 'operation log rows not written'),
  });
  registerRequestContext(app);
  registerOpLogHook(app, recorder, base);
  const trace = registerRequestTrace(app, TRACE_CAPACITY, base);
  registerMetrics(app, config.METRICS_TOKEN);
  const figures = processFigures();
  app.addHook('onClose', async () => {
    figures.stop();
    await recorder.close();
  });
  await app.register(
    async (api) => {
      await api.register(opLogRoutes(opLogService(opLogs, recorder)));
      await api.register(dataLogRoutes(dataLogService(dataLogRepository(database.db))));
      await api.register(monitorRoutes({ figures, trace, database, chartData: deps.chartData ?? (() => null) }));
    },
    { prefix: base },
  );
}
