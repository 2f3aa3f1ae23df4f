import { http } from '../../lib/http';

/** POST /sys/logout: ends the session on the server (token in the header). */
export function logout(): Promise<unknown> {
  return http.post<unknown>('/sys/logout', undefined, { silent: true });
}
