import {
  envelopeSchema,
  passwordResetRequestSchema,
  registerRequestSchema,
  registerResultSchema,
  resetCodeRequestSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import type { PasswordResetService } from './password-reset.service.js';
import type { RegistrationService } from './registration.service.js';

/** Open routes of the registration and forgotten-password screens (SPEC §2 /user/register, /user/forgetPassword). */
export function registrationRoutes(deps: {
  registration: RegistrationService;
  reset: PasswordResetService;
  /** Requests per minute per address to each of these routes. */
  ratePerMinute: number;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    const limited = { max: deps.ratePerMinute, timeWindow: '1 minute' };
    r.post(
      '/sys/user/register',
      {
        config: { access: 'public', rateLimit: limited },
        schema: {
          tags,
          summary: 'Register: the account waits for approval (passwords encrypted, captcha required)',
          body: registerRequestSchema,
          response: { 200: envelopeSchema(registerResultSchema) },
        },
      },
      async (request) => ok(await deps.registration.register(request.body), 'registerSuccess'),
    );
    r.post(
      '/sys/user/forgetPassword/sendCode',
      {
        config: { access: 'public', rateLimit: limited },
        schema: {
          tags,
          summary: 'Mail a reset code to the bound mailbox (notBindingMailbox for another mailbox)',
          body: resetCodeRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await deps.reset.sendCode(request.body);
        return ok(null, 'resetCodeSent');
      },
    );
    r.post(
      '/sys/user/passwordChange',
      {
        config: { access: 'public', rateLimit: limited },
        schema: {
          tags,
          summary: 'Set a new password with the mailed code (passwords encrypted)',
          body: passwordResetRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await deps.reset.reset(request.body);
        return ok(null, 'passwordChanged');
      },
    );
  };
}
