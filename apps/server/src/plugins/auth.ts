import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from '../errors.js';
import type { Principal } from '../lib/principal.js';
import type { RouteAccess } from './permissions.js';

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export const tokenHeader = 'x-access-token';
/** SPEC §7: every request carries the tenant id (default 0); the session's tenant when absent. */
export const tenantHeader = 'tenant-id';

/** May this principal use a route of this access rule? */
export function allows(principal: Principal, access: RouteAccess): boolean {
  if (access === 'public' || access === 'session') return true;
  if (principal.isSuperAdmin) return true;
  return typeof access === 'string'
    ? principal.permissions.has(access)
    : access.some((code) => principal.permissions.has(code));
}

/** What the auth hook needs of the sessions (`modules/auth/sessions.service.ts`, handed in by app.ts). */
export interface SessionAuthenticator {
  authenticate(token: string | undefined, tenant: string | undefined): Promise<Principal>;
}

/**
 * Enforces every route's declared access before its handler runs: 401 without a live session,
 * 403 without the permission. Public routes still learn who is calling when a token is sent.
 */
export function registerAuth(app: FastifyInstance, sessions: SessionAuthenticator) {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const access = request.routeOptions.config?.access;
    const token = request.headers[tokenHeader];
    const value = Array.isArray(token) ? token[0] : token;
    const tenantValue = request.headers[tenantHeader];
    const tenant = Array.isArray(tenantValue) ? tenantValue[0] : tenantValue;
    if (!access || access === 'public') {
      if (value) request.principal = await sessions.authenticate(value, tenant).catch(() => undefined);
      return;
    }
    request.principal = await sessions.authenticate(value, tenant);
    if (!allows(request.principal, access)) throw forbidden('notAuthority');
  });
}

/** The signed-in principal of a non-public route (the auth hook guarantees it). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('principalOf used on a public route');
  return request.principal;
}
