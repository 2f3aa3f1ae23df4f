import {
  accountPreferencesEditSchema,
  accountPreferencesSchema,
  accountProfileEditSchema,
  accountProfileSchema,
  accountSessionSchema,
  avatarMaxBytes,
  envelopeSchema,
  idQuerySchema,
  mailboxCodeRequestSchema,
  mailboxConfirmSchema,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import { readOneFile } from '../files/oss-files.routes.js';
import type { AccountCenterService } from './account-center.service.js';

const profileReply = { 200: envelopeSchema(accountProfileSchema) };
const preferencesReply = { 200: envelopeSchema(accountPreferencesSchema) };

/** The signed-in user's own account center and settings (SPEC §2 "Other"); every route `session`. */
export function accountCenterRoutes(service: AccountCenterService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['account center'];
    const session = { access: 'session' as const };
    r.get(
      '/account/profile',
      { config: session, schema: { tags, summary: 'My profile', response: profileReply } },
      async (request) => ok(await service.profile(principalOf(request))),
    );
    r.put(
      '/account/profile',
      {
        config: session,
        schema: { tags, summary: 'Change my nickname', body: accountProfileEditSchema, response: profileReply },
      },
      async (request) => ok(await service.editProfile(principalOf(request), request.body), 'editSuccess'),
    );
    r.post(
      '/account/avatar',
      {
        config: session,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Upload my avatar (PNG, JPEG, GIF or WebP; at most 2 MB)',
          response: profileReply,
        },
      },
      async (request) => {
        const file = await readOneFile(request, avatarMaxBytes);
        return ok(await service.setAvatar(principalOf(request), file), 'uploadSuccess');
      },
    );
    r.post(
      '/account/mailbox/sendCode',
      {
        config: session,
        schema: {
          tags,
          summary: 'Mail a verification code to a new mailbox (ten minutes; one a minute)',
          body: mailboxCodeRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.sendMailboxCode(principalOf(request), request.body);
        return ok(null, 'mailboxCodeSent');
      },
    );
    r.post(
      '/account/mailbox/confirm',
      {
        config: session,
        schema: {
          tags,
          summary: 'Bind the new mailbox with the code mailed to it',
          body: mailboxConfirmSchema,
          response: profileReply,
        },
      },
      async (request) => ok(await service.confirmMailbox(principalOf(request), request.body), 'mailboxChanged'),
    );
    r.get(
      '/account/sessions',
      {
        config: session,
        schema: {
          tags,
          summary: 'My live sessions: device, address, last seen; `current` marks this one',
          response: { 200: envelopeSchema(z.array(accountSessionSchema)) },
        },
      },
      async (request) => ok(await service.sessions(principalOf(request))),
    );
    r.delete(
      '/account/session',
      {
        config: session,
        schema: {
          tags,
          summary: 'End another of my sessions (the current one ends by signing out)',
          querystring: idQuerySchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await service.revokeSession(principalOf(request), Number(request.query.id));
        return ok(null, 'sessionRevoked');
      },
    );
    r.get(
      '/account/preferences',
      {
        config: session,
        schema: { tags, summary: 'My language and notification preferences', response: preferencesReply },
      },
      async (request) => ok(await service.preferences(principalOf(request))),
    );
    r.put(
      '/account/preferences',
      {
        config: session,
        schema: {
          tags,
          summary: 'Change my preferences (language null: the browser decides)',
          body: accountPreferencesEditSchema,
          response: preferencesReply,
        },
      },
      async (request) => ok(await service.savePreferences(principalOf(request), request.body), 'editSuccess'),
    );
  };
}
