import {
  adminChangePasswordSchema,
  approveResultSchema,
  approveUsersSchema,
  checkEmailRequestSchema,
  checkOnlyUserQuerySchema,
  envelopeSchema,
  frozenBatchSchema,
  idParamsSchema,
  permissions,
  resetPasswordResultSchema,
  resetPasswordSchema,
  unlockUserSchema,
} from '@csp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { clientOf } from '../../lib/request-context.js';
import { principalOf } from '../../plugins/auth.js';
import type { UserAccountsService } from './user-accounts.service.js';

/** The site the caller uses (for links in mails): the Origin header, else the request's own scheme and host. */
const siteOrigin = (request: FastifyRequest) => {
  const origin = request.headers.origin;
  return origin && /^https?:\/\/[^/\s]+$/.test(origin) ? origin : `${request.protocol}://${request.host}`;
};

/**
 * Account actions of the back office (SPEC §7 "System": frozenBatch, checkOnlyUser, changePassword, reset, check
 * email, and unlock). The open availability checks have the open-account budget per address (`ratePerMinute`).
 */
export function userAccountsRoutes(service: UserAccountsService, options: { ratePerMinute: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['system: users'];
    const limited = { max: options.ratePerMinute, timeWindow: '1 minute' };
    r.put(
      '/sys/user/frozenBatch',
      {
        config: { access: permissions.userFreeze },
        schema: {
          tags,
          summary: 'Freeze (2) or unfreeze (1) users',
          body: frozenBatchSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        const { ids, status } = request.body;
        await service.freeze(principalOf(request), ids.map(Number), status === '2' ? 2 : 1);
        return ok(null, 'editSuccess');
      },
    );
    r.post(
      '/sys/user/pass',
      {
        config: { access: permissions.userApprove },
        schema: {
          tags,
          summary:
            'Approve registrations; each user is mailed (errorSendingMail when a mail failed: it is in the outbox)',
          body: approveUsersSchema,
          response: { 200: envelopeSchema(approveResultSchema) },
        },
      },
      async (request) => {
        const { approved, mailed, allMailed } = await service.approve(
          principalOf(request),
          request.body.ids.map(Number),
        );
        return ok({ approved, mailed }, allMailed ? 'approveSuccess' : 'errorSendingMail');
      },
    );
    r.put(
      '/sys/user/changePassword',
      {
        config: { access: permissions.userChangePassword },
        schema: {
          tags,
          summary: "Set a user's password (encrypted); the user's sessions end",
          body: adminChangePasswordSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.changePassword(principalOf(request), request.body);
        return ok(null, 'editSuccess');
      },
    );
    r.put(
      '/sys/user/reset',
      {
        config: { access: permissions.userResetPassword },
        schema: {
          tags,
          summary:
            'Reset a password: the old one stops working and a one-time code to set a new one is mailed (never a password)',
          body: resetPasswordSchema,
          response: { 200: envelopeSchema(resetPasswordResultSchema) },
        },
      },
      async (request) =>
        ok(
          await service.reset(principalOf(request), Number(request.body.id), siteOrigin(request)),
          'passwordResetMailed',
        ),
    );
    r.put(
      '/sys/user/unlock',
      {
        config: { access: permissions.userUnlock },
        schema: {
          tags,
          summary: 'Lift the sign-in lock and delay of a user (recorded in the login log as an unlock)',
          body: unlockUserSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.unlock(principalOf(request), Number(request.body.id), clientOf(request));
        return ok(null, 'userUnlocked');
      },
    );
    r.get(
      '/sys/user/checkOnlyUser',
      {
        config: { access: 'public', rateLimit: limited },
        schema: {
          tags,
          summary: 'Is the username free? 200 when free, 409 userNameNotRepeated when taken',
          querystring: checkOnlyUserQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.checkUsername(request.query.username);
        return ok(null, 'valueAvailable');
      },
    );
    r.post(
      '/sys/user/check/email/:id',
      {
        config: { access: 'public', rateLimit: limited },
        schema: {
          tags,
          summary:
            'Is the mailbox free (409 mailboxNotDuplicate when taken)? {id} is the user being edited: counted only for ' +
            'that user or an administrator who may edit them, ignored for anyone else',
          params: idParamsSchema,
          body: checkEmailRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.checkEmail(request.body.email, Number(request.params.id), request.principal);
        return ok(null, 'valueAvailable');
      },
    );
  };
}
