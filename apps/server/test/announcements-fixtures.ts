import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { signedInUser } from './auth-fixtures.js';

export const announcementPerms = [
  'system:announcement:list',
  'system:announcement:add',
  'system:announcement:edit',
  'system:announcement:delete',
  'system:announcement:release',
];

/** Calls an API route as a user (token) and returns status and parsed body. */
export function caller(app: FastifyInstance, base: string) {
  return async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) => {
    const res = await app.inject({
      method,
      url: `${base}${url}`,
      headers: { ...(token ? { 'x-access-token': token } : {}), 'accept-language': 'en' },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: res.statusCode, body: res.json() };
  };
}

/** An announcement administrator holding every announcement permission. */
export const announcementAdmin = (app: FastifyInstance, db: Db) => signedInUser(app, db, { perms: announcementPerms });

/** Creates and releases an announcement; returns its id. */
export async function released(
  call: ReturnType<typeof caller>,
  adminToken: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const created = await call('POST', '/sys/annountCement/add', adminToken, { titile: 'Notice', ...fields });
  if (created.status !== 200) throw new Error(`add failed: ${JSON.stringify(created.body)}`);
  const id = created.body.result.id as string;
  const done = await call('POST', '/sys/annountCement/doReleaseData', adminToken, { id });
  if (done.status !== 200) throw new Error(`release failed: ${JSON.stringify(done.body)}`);
  return id;
}
