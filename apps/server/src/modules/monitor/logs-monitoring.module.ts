import type { ChartDataFigures } from '@csp/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { registerRequestContext } from '../../lib/request-context.js';
import type { ServerModule } from '../../lib/server-module.js';
import { dataLogRepository } from '../datalog/datalog.repository.js';
import { dataLogRoutes } from '../datalog/datalog.routes.js';
import { dataLogService } from '../datalog/datalog.service.js';
import { registerOpLogHook } from '../oplog/oplog.hook.js';
import { opLogRecorder } from '../oplog/oplog.recorder.js';
import { opLogRepository } from '../oplog/oplog.repository.js';
import { opLogRoutes } from '../oplog/oplog.routes.js';
import { opLogService } from '../oplog/oplog.service.js';
import { databaseFiguresRepository } from './database-figures.repository.js';
import { registerMetrics } from './metrics.js';
import { monitorRoutes } from './monitor.routes.js';
import { processFigures } from './process-figures.js';
import { registerRequestTrace } from './request-trace.js';

/** Requests kept by the in-memory request trace of each instance. */
export const TRACE_CAPACITY = 500;

/**
 * Logs and monitoring (README.md in this folder): the hooks that see every request (request context, operation
 * log, request trace, metrics) on the root instance, installed before the API routes are registered, and the
 * screens' routes under the API base.
 */
export function logsMonitoringModule(deps: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  chartData?: () => ChartDataFigures | null;
}): ServerModule {
  const { database, config } = deps;
  const base = config.API_BASE;
  const opLogs = opLogRepository(database.db);
  const recorder = opLogRecorder({
    write: (rows) => opLogs.insertMany(rows),
    onError: (error, lost) => deps.log.error({ err: error, lost }, 'operation log rows not written'),
  });
  const figures = processFigures();
  let trace: ReturnType<typeof registerRequestTrace> | undefined;
  return {
    install: (app) => {
      registerRequestContext(app);
      registerOpLogHook(app, recorder, base);
      trace = registerRequestTrace(app, TRACE_CAPACITY, base);
      registerMetrics(app, config.METRICS_TOKEN);
      app.addHook('onClose', async () => {
        figures.stop();
        await recorder.close();
      });
    },
    routes: async (api) => {
      if (!trace) throw new Error('logsMonitoringModule: install before routes');
      await api.register(opLogRoutes(opLogService(opLogs, recorder)));
      await api.register(dataLogRoutes(dataLogService(dataLogRepository(database.db))));
      await api.register(
        monitorRoutes({
          figures,
          trace,
          databaseFigures: databaseFiguresRepository(database).read,
          chartData: deps.chartData ?? (() => null),
        }),
      );
    },
  };
}
