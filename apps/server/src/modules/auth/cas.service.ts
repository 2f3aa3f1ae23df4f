import type { LoginResult } from '@csp/contract';
import { AppError, badRequest, forbidden } from '../../errors.js';
import type { UsersRepository } from '../users/users.repository.js';
import { parseCasResponse } from './cas-response.js';
import type { ClientMeta, LoginSessions } from './login-session.js';

export interface CasDeps {
  serverUrl?: string;
  serviceUrl?: string;
  users: Pick<UsersRepository, 'findByUsername'>;
  sessions: LoginSessions;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const disabled = () => new AppError('loginMethodDisabled', 404);

/**
 * CAS single sign-on (SPEC §7 `/cas/client/validateLogin`): the browser signs in at the CAS server, which
 * sends it back to CAS_SERVICE_URL with a ticket; the ticket is checked at CAS_SERVER_URL/p3/serviceValidate
 * for exactly that service (a ticket issued to another service is refused), and the CAS user name is matched
 * to a local username. No account is created.
 */
export function casService(deps: CasDeps) {
  const server = deps.serverUrl?.replace(/\/+$/, '');
  const service = deps.serviceUrl;
  const get = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function validateTicket(ticket: string, serviceUrl: string): Promise<string> {
    const url = `${server}/p3/serviceValidate?${new URLSearchParams({ ticket, service: serviceUrl })}`;
    let xml: string;
    try {
      const response = await get(url, {
        headers: { accept: 'application/xml, text/xml' },
        signal: AbortSignal.timeout(deps.timeoutMs ?? 10_000),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      xml = await response.text();
    } catch {
      throw new AppError('casTicketInvalid', 502);
    }
    const answer = parseCasResponse(xml.slice(0, 100_000));
    if (!answer.ok) throw badRequest('casTicketInvalid', [{ field: 'ticket', message: 'casTicketInvalid' }]);
    return answer.user;
  }

  return {
    /** What the login screen needs, or null when CAS is not configured. */
    settings: () =>
      server && service ? { loginUrl: `${server}/login?${new URLSearchParams({ service })}`, service } : null,
    async validate(query: { ticket: string; service: string }, meta: ClientMeta): Promise<LoginResult> {
      if (!server || !service) throw disabled();
      let name = 'cas';
      try {
        if (query.service !== service) {
          throw badRequest('parameterError', [{ field: 'service', message: 'parameterError' }]);
        }
        name = await validateTicket(query.ticket, service);
        const user = await deps.users.findByUsername(name);
        if (!user) throw forbidden('externalUserNotBound');
        deps.sessions.admit(user);
        await deps.sessions.log('cas', user.username, meta, 'success', user.id);
        return await deps.sessions.open(user, meta);
      } catch (error) {
        if (error instanceof AppError) await deps.sessions.log('cas', name.slice(0, 100), meta, error.key);
        throw error;
      }
    },
  };
}
export type CasService = ReturnType<typeof casService>;
