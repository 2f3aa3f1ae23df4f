import {
  envelopeSchema,
  type LoginMethod,
  loginLogListQuerySchema,
  loginLogSchema,
  pageResultSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { toPage } from '../../lib/paging.js';
import { emptyReply, idText, isoTime } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { LoginLogsService } from './login-logs.service.js';
import type { RsaKeysService } from './rsa-keys.service.js';

type LoginLogRow = Awaited<ReturnType<LoginLogsService['page']>>['rows'][number];

const presentLog = (row: LoginLogRow) => ({
  id: String(row.id),
  userId: idText(row.userId),
  username: row.username,
  action: row.action,
  result: row.result,
  ip: row.ip,
  userAgent: row.userAgent,
  method: (row.method as LoginMethod | null) ?? null,
  createTime: isoTime(row.createdAt),
});

/** Administration of sign-in: the login log and the rotation of the password transport key. */
export function authAdminRoutes(deps: { logs: LoginLogsService; rsa: RsaKeysService }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/sys/loginLog/list',
      {
        config: { access: permissions.loginLogList },
        schema: {
          tags: ['system: login log'],
          summary: 'Logins and sign-outs with user, address, time and result, paged',
          querystring: loginLogListQuerySchema,
          response: { 200: envelopeSchema(pageResultSchema(loginLogSchema)) },
        },
      },
      async (request) => {
        const { rows, total } = await deps.logs.page(request.query);
        return ok(toPage(rows.map(presentLog), total, request.query));
      },
    );
    r.post(
      '/sys/rsa/rotate',
      {
        config: { access: permissions.rsaRotate },
        schema: {
          tags: ['auth'],
          summary: 'Replace the password transport key pair (passwords encrypted with the old key get Invalid)',
          response: { 200: emptyReply },
        },
      },
      async () => {
        await deps.rsa.rotate();
        return ok(null, 'keyRotated');
      },
    );
  };
}
