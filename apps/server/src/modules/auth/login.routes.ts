import { captchaKeyParamsSchema, envelopeSchema, loginRequestSchema, loginResultSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { clientOf } from '../../lib/request-context.js';
import type { CaptchaService } from './captcha.service.js';
import type { LoginService } from './login.service.js';
import type { RsaKeysService } from './rsa-keys.service.js';

/** Open routes of the login screen (SPEC §2, §7 "Authentication and session"). */
export function loginRoutes(deps: {
  login: LoginService;
  captcha: CaptchaService;
  rsa: RsaKeysService;
  /** Captcha images per minute per address. */
  ratePerMinute: number;
}) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    r.get(
      '/sys/randomImage/:key',
      {
        config: { access: 'public', rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'A captcha image (SVG data URL) for the key; single use, expires after two minutes',
          params: captchaKeyParamsSchema,
          response: { 200: envelopeSchema(z.string()) },
        },
      },
      async (request) => ok(await deps.captcha.image(request.params.key)),
    );
    r.get(
      '/sys/getRSAPublicKey',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The public key (base64 SPKI) to encrypt passwords with, RSA-OAEP SHA-256',
          response: { 200: envelopeSchema(z.string()) },
        },
      },
      async () => ok(await deps.rsa.publicKey()),
    );
    r.post(
      '/sys/login',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Log in: VerificationCodeError, LoginAgain, Invalid, WrongUser, 429 tooManyRequests / loginLocked',
          body: loginRequestSchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request) => ok(await deps.login.login(request.body, clientOf(request)), 'loginSuccess'),
    );
  };
}
