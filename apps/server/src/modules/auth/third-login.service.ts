import { randomBytes } from 'node:crypto';
import type { LoginResult } from '@csp/contract';
import { AppError } from '../../errors.js';
import type { UserRow, UsersRepository } from '../users/users.repository.js';
import type { LoginHandoffsRepository } from './login-handoffs.repository.js';
import type { ClientMeta, LoginSessions } from './login-session.js';

/** One OAuth 2 provider (authorization code grant), from the THIRD_LOGIN_* settings. */
export interface ThirdProvider {
  source: string;
  name: string;
  authorizeUrl: string;
  tokenUrl: string;
  userinfoUrl: string;
  clientId: string;
  clientSecret: string;
  scope: string;
  redirectUrl: string;
  matchBy: 'email' | 'username';
}

export interface ThirdLoginDeps {
  provider?: ThirdProvider;
  users: Pick<UsersRepository, 'findByUsername' | 'findByEmail' | 'findById'>;
  handoffs: LoginHandoffsRepository;
  sessions: LoginSessions;
  fetch?: typeof fetch;
  now?: () => Date;
  timeoutMs?: number;
}

const stateMinutes = 10;
const ticketSeconds = 120;
const oneTime = () => randomBytes(32).toString('base64url');
const failed = () => new AppError('thirdLoginFailed', 502);
/** Where the browser lands after the callback: the login screen, with a ticket or a message key. */
export const loginScreenPath = '/user/login';

/** The provider's account: its login name and mailbox, from the usual userinfo fields. */
export function providerIdentity(info: unknown): { username?: string; email?: string } {
  if (!info || typeof info !== 'object') return {};
  const o = info as Record<string, unknown>;
  const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
  return {
    username: text(o.preferred_username) ?? text(o.login) ?? text(o.username),
    email: text(o.email)?.toLowerCase(),
  };
}

/**
 * Third-party login (JeecgBoot `/sys/thirdLogin/...`, OAuth 2 authorization code): `render` sends the
 * browser to the provider with a one-time `state`; `callback` checks the state, exchanges the code for an
 * access token, reads the userinfo and finds the local account by mailbox (or username, by setting). The
 * browser then gets a two-minute single-use ticket in the login screen's fragment, which it posts to
 * `getLoginUser` for a session. No account is created; the provider's tokens are not kept.
 */
export function thirdLoginService(deps: ThirdLoginDeps) {
  const now = deps.now ?? (() => new Date());
  const call = deps.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const providerOf = (source: string) => {
    if (!deps.provider || deps.provider.source !== source) throw new AppError('loginMethodDisabled', 404);
    return deps.provider;
  };
  const signal = () => AbortSignal.timeout(deps.timeoutMs ?? 10_000);

  async function accessToken(p: ThirdProvider, code: string): Promise<string> {
    const response = await call(p.tokenUrl, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: p.redirectUrl,
        client_id: p.clientId,
        client_secret: p.clientSecret,
      }),
      signal: signal(),
    }).catch(() => undefined);
    if (!response?.ok) throw failed();
    const text = (await response.text()).slice(0, 100_000);
    let token: unknown;
    try {
      token = (JSON.parse(text) as { access_token?: unknown }).access_token;
    } catch {
      token = new URLSearchParams(text).get('access_token');
    }
    if (typeof token !== 'string' || !token) throw failed();
    return token;
  }

  async function account(p: ThirdProvider, token: string): Promise<UserRow> {
    const response = await call(p.userinfoUrl, {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal: signal(),
    }).catch(() => undefined);
    if (!response?.ok) throw failed();
    const info = await response.json().catch(() => undefined);
    const who = providerIdentity(info);
    const key = p.matchBy === 'email' ? who.email : who.username;
    const user = key
      ? p.matchBy === 'email'
        ? await deps.users.findByEmail(key)
        : await deps.users.findByUsername(key)
      : undefined;
    if (!user) throw new AppError('externalUserNotBound', 403);
    return user;
  }

  return {
    /** The configured providers, for the login screen. */
    settings: () => (deps.provider ? [{ source: deps.provider.source, name: deps.provider.name }] : []),
    /** The provider's authorization URL, with a new one-time state. */
    async render(source: string): Promise<string> {
      const p = providerOf(source);
      const state = oneTime();
      await deps.handoffs.put({
        value: state,
        kind: 'state',
        source,
        expiresAt: new Date(now().getTime() + stateMinutes * 60_000),
      });
      const query = new URLSearchParams({
        response_type: 'code',
        client_id: p.clientId,
        redirect_uri: p.redirectUrl,
        state,
      });
      if (p.scope) query.set('scope', p.scope);
      return `${p.authorizeUrl}${p.authorizeUrl.includes('?') ? '&' : '?'}${query}`;
    },
    /** The login-screen path the browser goes to: `#thirdToken=` on success, `?thirdError=<key>` otherwise. */
    async callback(
      source: string,
      query: { code?: string; state?: string; error?: string },
      meta: ClientMeta,
    ): Promise<string> {
      const p = providerOf(source);
      let name = source;
      try {
        const state = query.state ? await deps.handoffs.take(query.state, 'state', now()) : undefined;
        if (!state || state.source !== source) throw new AppError('loginTicketInvalid', 400);
        if (query.error || !query.code) throw failed();
        const user = await account(p, await accessToken(p, query.code));
        name = user.username;
        deps.sessions.admit(user);
        const ticket = oneTime();
        await deps.handoffs.put({
          value: ticket,
          kind: 'ticket',
          source,
          userId: user.id,
          expiresAt: new Date(now().getTime() + ticketSeconds * 1000),
        });
        // In the fragment: the browser never sends it to a server, so no log or trace sees it.
        return `${loginScreenPath}#${new URLSearchParams({ thirdToken: ticket })}`;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await deps.sessions.log('third', name, meta, error.key);
        return `${loginScreenPath}?${new URLSearchParams({ thirdError: error.key })}`;
      }
    },
    /** Spends a ticket that was exposed (sent in an address), so nobody who read it there can use it. */
    async discard(token: string) {
      await deps.handoffs.take(token, 'ticket', now());
    },
    /** Turns the ticket of a callback into a session (once). */
    async getLoginUser(token: string, meta: ClientMeta): Promise<LoginResult> {
      const row = await deps.handoffs.take(token, 'ticket', now());
      const user = row?.userId ? await deps.users.findById(row.userId) : undefined;
      if (!row || !user) {
        await deps.sessions.log('third', row?.source ?? 'third', meta, 'loginTicketInvalid');
        throw new AppError('loginTicketInvalid', 400);
      }
      try {
        deps.sessions.admit(user);
      } catch (error) {
        if (error instanceof AppError) await deps.sessions.log('third', user.username, meta, error.key);
        throw error;
      }
      await deps.sessions.log('third', user.username, meta, 'success', user.id);
      return deps.sessions.open(user, meta);
    },
  };
}
export type ThirdLoginService = ReturnType<typeof thirdLoginService>;
