import { createHash, randomBytes } from 'node:crypto';
import { limits } from '@csp/contract';
import { forbidden, unauthorized } from '../../errors.js';
import type { Principal } from '../../lib/principal.js';
import type { SessionPasses } from '../../lib/session-passes.js';
import type { SessionsRepository } from './sessions.repository.js';

export type { Principal };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The tenant a request asks for: the header's number, the session's without one, undefined when malformed. */
function requestedTenant(header: string | undefined, sessionTenant: number): number | undefined {
  const value = header?.trim();
  if (!value) return sessionTenant;
  return /^\d{1,10}$/.test(value) ? Number(value) : undefined;
}

export function sessionsService(repo: SessionsRepository, now: () => Date = () => new Date(), passes?: SessionPasses) {
  /** The principal lent for a session while the database is held by its upload, if it does not answer in time. */
  const lent = (tokenHash: string, tenantHeader?: string): Promise<Principal | undefined> => {
    const pass = passes?.get(tokenHash);
    if (!pass || !passes) return Promise.resolve(undefined);
    const tenantId = requestedTenant(tenantHeader, pass.tenantId);
    if (tenantId === undefined || !pass.tenantIds.includes(tenantId)) return Promise.resolve(undefined);
    return new Promise((resolve) => setTimeout(() => resolve({ ...pass, tenantId }), passes.waitMs).unref());
  };
  return {
    /** Opens a session of 7 days (SPEC §9) and returns its token; only the token's hash is stored. */
    async open(userId: number, meta: { ip?: string; userAgent?: string; orgCode?: string | null; tenantId?: number }) {
      const token = randomBytes(32).toString('base64url');
      const created = now();
      await repo.insert({
        tokenHash: hashToken(token),
        userId,
        ip: meta.ip ?? null,
        userAgent: meta.userAgent ?? null,
        orgCode: meta.orgCode ?? null,
        tenantId: meta.tenantId ?? 0,
        createdAt: created,
        expiresAt: new Date(created.getTime() + limits.sessionTtlMs),
      });
      return token;
    },
    /**
     * The principal of a token; 401 `tokenMissing` without one, 401 `tokenExpired` for a dead one. The tenant
     * is the `tenant-id` header when sent, else the session's; 403 `tenantNotAllowed` unless the user belongs
     * to it (and it is enabled).
     */
    async authenticate(token: string | undefined, tenantHeader?: string): Promise<Principal> {
      if (!token) throw unauthorized('tokenMissing');
      const tokenHash = hashToken(token);
      const looked = repo.findLive(tokenHash, now());
      if (passes?.get(tokenHash)) {
        const first = await Promise.race([
          looked.then((found) => ({ found })),
          lent(tokenHash, tenantHeader).then((principal) => principal && { principal }),
        ]);
        if (first && 'principal' in first) {
          looked.catch(() => undefined); // answered once the upload has ended; nobody waits for it
          return first.principal;
        }
      }
      const found = await looked;
      if (found.state !== 'live') throw unauthorized('tokenExpired');
      const s = found.session;
      const tenantIds = s.tenantIds ? s.tenantIds.split(',').map(Number) : [];
      const tenantId = requestedTenant(tenantHeader, s.tenantId);
      if (tenantId === undefined || !tenantIds.includes(tenantId)) throw forbidden('tenantNotAllowed');
      const grants = await repo.grants(s.userId);
      return {
        userId: s.userId,
        username: s.username,
        tenantId,
        tenantIds,
        orgCode: s.orgCode,
        countryId: s.countryId,
        cityId: s.cityId,
        roles: grants.roles,
        permissions: new Set(grants.permissions),
        isSuperAdmin: grants.roles.includes('admin'),
        tokenHash,
      };
    },
    revoke: (token: string) => repo.revoke(hashToken(token)),
    revokeAllOfUser: (userId: number) => repo.revokeAllOfUser(userId),
    /** The department chosen for a session (SPEC §4 department switch). */
    setOrgCode: (tokenHash: string, orgCode: string) => repo.setOrgCode(tokenHash, orgCode),
  };
}
export type SessionsService = ReturnType<typeof sessionsService>;
