import { envelopeSchema, loginResultSchema, phoneLoginRequestSchema, smsRequestSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emptyReply } from '../../lib/replies.js';
import { ok } from '../../lib/reply.js';
import { clientOf } from '../../lib/request-context.js';
import type { PhoneLoginService } from './phone-login.service.js';

/** Phone login (SPEC §7): a text-message code, then `/sys/phoneLogin`. */
export function phoneLoginRoutes(deps: { phone: PhoneLoginService; ratePerMinute: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    r.post(
      '/sys/sms',
      {
        config: { access: 'public', rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary:
            'Send a login code to a mobile number (captcha required): smsSent whether or not it belongs to an ' +
            'account; 429 smsTooFrequent; 502 errorSendingSms',
          body: smsRequestSchema,
          response: { 200: emptyReply },
        },
      },
      async (request) => {
        await deps.phone.sendCode(request.body, clientOf(request));
        return ok(null, 'smsSent');
      },
    );
    r.post(
      '/sys/phoneLogin',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Log in with a mobile number and the code sent to it (smsCodeInvalid; the login result)',
          body: phoneLoginRequestSchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request) => ok(await deps.phone.login(request.body, clientOf(request)), 'loginSuccess'),
    );
  };
}
