import {
  currentDepartsSchema,
  envelopeSchema,
  selectDepartRequestSchema,
  selectDepartResultSchema,
  updatePasswordRequestSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { clientOf } from '../../lib/request-context.js';
import { principalOf, tokenHeader } from '../../plugins/auth.js';
import type { AccountService } from './account.service.js';

/** The signed-in user's own session and account (SPEC §7 "Authentication and session"). */
export function accountRoutes(service: AccountService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    r.post(
      '/sys/logout',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Sign out: the session of the token ends on every instance',
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        const token = String(request.headers[tokenHeader]);
        await service.logout(principalOf(request), token, clientOf(request));
        return ok(null, 'logoutSuccess');
      },
    );
    r.get(
      '/sys/user/getCurrentUserDeparts',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: "The caller's departments and the session's current one",
          response: { 200: envelopeSchema(currentDepartsSchema) },
        },
      },
      async (request) => ok(await service.departs(principalOf(request))),
    );
    r.post(
      '/sys/selectDepart',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: 'Choose the department of this session',
          body: selectDepartRequestSchema,
          response: { 200: envelopeSchema(selectDepartResultSchema) },
        },
      },
      async (request) => ok(await service.selectDepart(principalOf(request), request.body)),
    );
    r.post(
      '/sys/user/updatePassword',
      {
        config: { access: 'session' },
        schema: {
          tags,
          summary: "Change one's password (three encrypted entries); every session of the user ends",
          body: updatePasswordRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.updatePassword(principalOf(request), request.body);
        return ok(null, 'passwordChanged');
      },
    );
  };
}
