import type { GatewayAccess, GatewayRoute, GatewayRouteAdd, GatewayRouteEdit } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { type OutboundPolicy, OutboundRefused } from '../../lib/outbound-policy.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import type { GatewayRepository, GatewayRouteRow } from './gateway.repository.js';
import { upstreamPort } from './gateway-proxy.js';

export const presentRoute = (row: GatewayRouteRow): GatewayRoute => ({
  id: String(row.id),
  name: row.name,
  pathPrefix: row.pathPrefix,
  upstreamUrl: row.upstreamUrl,
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  stripPrefix: row.stripPrefix,
  timeoutMs: row.timeoutMs,
  access: row.access as GatewayAccess,
  createTime: isoTime(row.createdAt),
  updateTime: isoTime(row.updatedAt),
});

export interface GatewayServiceDeps {
  repo: GatewayRepository;
  policy: OutboundPolicy;
  /** The server log: why an upstream was refused is written here, never told to the caller. */
  log: { warn(detail: object, message: string): void };
  /** Called after a change has committed: reload here and tell the other instances. */
  changed: () => Promise<void>;
}

/**
 * Gateway routes (SPEC §2 "System admin"): unique prefixes; an upstream the outbound policy refuses (its host
 * is, or resolves to, a loopback, private, link-local, metadata, reserved or this host's own address, unless
 * OUTBOUND_ALLOW names it or GATEWAY_ALLOW_PRIVATE=true) is refused on save with couldNotConnect.
 */
export function gatewayService(deps: GatewayServiceDeps) {
  const { repo } = deps;
  const prefixFree = async (prefix: string, exceptId?: number) => {
    if (await repo.prefixTaken(prefix, exceptId)) {
      throw conflict('duplicate', [{ field: 'pathPrefix', message: 'duplicate' }]);
    }
  };
  const upstreamAllowed = async (upstreamUrl: string) => {
    try {
      await deps.policy.check(new URL(upstreamUrl).hostname, upstreamPort(upstreamUrl));
    } catch (error) {
      if (!(error instanceof OutboundRefused)) throw error;
      deps.log.warn({ upstreamUrl, reason: error.message }, 'gateway upstream refused');
      throw badRequest('couldNotConnect', [{ field: 'upstreamUrl', message: 'couldNotConnect' }]);
    }
  };
  const duplicateOnRace = (error: unknown): never => {
    if (uniqueViolation(error)) throw conflict('duplicate', [{ field: 'pathPrefix', message: 'duplicate' }]);
    throw error;
  };
  return {
    async page(query: Parameters<GatewayRepository['page']>[0]) {
      const { rows, total } = await repo.page(query);
      return toPage(rows.map(presentRoute), total, query);
    },
    async add(body: GatewayRouteAdd) {
      await prefixFree(body.pathPrefix);
      await upstreamAllowed(body.upstreamUrl);
      const id = await repo.insert(body).catch(duplicateOnRace);
      await deps.changed();
      return { id: String(id) };
    },
    async edit(body: GatewayRouteEdit) {
      const id = Number(body.id);
      if (!(await repo.find(id))) throw notFound();
      if (body.pathPrefix) await prefixFree(body.pathPrefix, id);
      if (body.upstreamUrl) await upstreamAllowed(body.upstreamUrl);
      const { id: _id, ...values } = body;
      await repo.update(id, values).catch(duplicateOnRace);
      await deps.changed();
    },
    async remove(id: number) {
      if (!(await repo.delete(id)).length) throw notFound();
      await deps.changed();
    },
  };
}
export type GatewayService = ReturnType<typeof gatewayService>;
