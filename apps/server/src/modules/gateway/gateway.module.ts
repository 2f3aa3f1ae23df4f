import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { outboundPolicy, type Resolver } from '../../lib/outbound-policy.js';
import type { ServerModule } from '../../lib/server-module.js';
import { gatewayRepository } from './gateway.repository.js';
import { gatewayAdminRoutes } from './gateway.routes.js';
import { gatewayService } from './gateway.service.js';
import { gatewayProxyRoutes } from './gateway-proxy.routes.js';
import { gatewayChannel, gatewayTable } from './gateway-table.js';

/** How often the table is re-read anyway, in case a change notice was lost while a listener reconnected. */
const safetyRefreshMs = 60_000;

/**
 * Gateway routes: administration under `/sys/gateway/route/*` and the proxy under `/gateway/*`, both under
 * API_BASE (register inside the base prefix). Each instance keeps the enabled routes in memory, read at
 * start and again on every change (its own at once, others' through NOTIFY csp_gateway).
 */
export function gatewayModule(deps: {
  database: Pick<Database, 'db' | 'listen' | 'notify'>;
  config: Pick<Config, 'API_BASE' | 'GATEWAY_ALLOW_PRIVATE' | 'OUTBOUND_ALLOW'>;
  resolver?: Resolver;
}): ServerModule {
  return {
    routes: async (app) => {
      const repo = gatewayRepository(deps.database.db);
      const table = gatewayTable(repo, (error) => app.log.warn({ err: error }, 'gateway routes not re-read'));
      // The outbound policy: OUTBOUND_ALLOW, or anything at all with GATEWAY_ALLOW_PRIVATE=true.
      const policy = outboundPolicy({
        allow: deps.config.OUTBOUND_ALLOW,
        allowAll: deps.config.GATEWAY_ALLOW_PRIVATE,
        resolver: deps.resolver,
      });
      const service = gatewayService({
        repo,
        policy,
        log: app.log,
        changed: async () => {
          await table.reload();
          await deps.database.notify(gatewayChannel, 'changed');
        },
      });
      await table.reload();
      const stopListening = await deps.database.listen(gatewayChannel, () => void table.refresh());
      const timer = setInterval(() => void table.refresh(), safetyRefreshMs);
      timer.unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await stopListening();
      });
      await app.register(gatewayAdminRoutes(service));
      await app.register(gatewayProxyRoutes({ table, base: deps.config.API_BASE, policy }));
    },
  };
}
