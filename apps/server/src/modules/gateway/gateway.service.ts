import type { GatewayAccess, GatewayRoute, GatewayRouteAdd, GatewayRouteEdit } from '@csp/contract';
import { badRequest, conflict, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import { toPage } from '../../lib/paging.js';
import { isoTime } from '../../lib/replies.js';
import { checkHost, GatewayAddressError, type Resolver } from './address-policy.js';
import type { GatewayRepository, GatewayRouteRow } from './gateway.repository.js';

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
  resolver: Resolver;
  allowPrivate: boolean;
  /** Called after a change has committed: reload here and tell the other instances. */
  changed: () => Promise<void>;
}

/**
 * Gateway routes (SPEC §2 "System admin"): unique prefixes; an upstream whose host is, or resolves to,
 * a loopback, private, link-local or metadata address is refused on save (GATEWAY_ALLOW_PRIVATE=true allows it).
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
      await checkHost(new URL(upstreamUrl).hostname, deps.resolver, deps.allowPrivate);
    } catch (error) {
      if (!(error instanceof GatewayAddressError)) throw error;
      const key = error.reason === 'refused' ? 'gatewayAddressRefused' : 'gatewayHostUnresolved';
      throw badRequest(key, [{ field: 'upstreamUrl', message: key }]);
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
