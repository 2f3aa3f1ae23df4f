import {
  casValidateQuerySchema,
  envelopeSchema,
  loginResultSchema,
  loginSettingsSchema,
  loginTicketBodySchema,
  loginTicketParamsSchema,
  thirdCallbackQuerySchema,
  thirdSourceParamsSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { clientOf } from '../../lib/request-context.js';
import type { CasService } from './cas.service.js';
import type { ThirdLoginService } from './third-login.service.js';

/** A sign-in ticket that came in an address (path or query) is refused: addresses land in logs and traces. */
const ticketInAddress = () => new AppError('loginTicketInBody', 400);

/**
 * Which sign-in methods exist, CAS and third-party (OAuth 2) login (SPEC §7 "Authentication and session").
 * Hand-off tickets travel in POST bodies only; the SPEC's GET forms refuse with `loginTicketInBody`.
 */
export function externalLoginRoutes(deps: { cas: CasService; third: ThirdLoginService; ratePerMinute: number }) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['auth'];
    const limited = { access: 'public' as const, rateLimit: { max: deps.ratePerMinute, timeWindow: '1 minute' } };
    r.get(
      '/sys/loginSettings',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The sign-in methods the login screen offers: phone code, CAS, third-party providers',
          response: { 200: envelopeSchema(loginSettingsSchema) },
        },
      },
      async () => ok({ phoneLogin: true, cas: deps.cas.settings(), thirdLogin: deps.third.settings() }),
    );
    r.post(
      '/sys/cas/client/validateLogin',
      {
        config: limited,
        schema: {
          tags,
          summary:
            'Validate a CAS ticket (in the body) for the configured service and log in its user (casTicketInvalid, ' +
            'externalUserNotBound, 404 loginMethodDisabled)',
          body: casValidateQuerySchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.cas.validate(request.body, clientOf(request)), 'loginSuccess');
      },
    );
    r.get(
      '/sys/cas/client/validateLogin',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Refused (400 loginTicketInBody): the ticket goes in the body of the POST form',
        },
      },
      async () => {
        throw ticketInAddress();
      },
    );
    r.get(
      '/sys/thirdLogin/render/:source',
      {
        config: limited,
        schema: {
          tags,
          summary: "Redirect (302) to the provider's sign-in page with a one-time state",
          params: thirdSourceParamsSchema,
        },
      },
      async (request, reply) =>
        reply.header('cache-control', 'no-store').redirect(await deps.third.render(request.params.source)),
    );
    r.get(
      '/sys/thirdLogin/callback/:source',
      {
        config: limited,
        schema: {
          tags,
          summary:
            "The provider's redirect back: 302 to /user/login#thirdToken=<one-time ticket> (a fragment, never sent to " +
            'a server), or /user/login?thirdError=<message key>',
          params: thirdSourceParamsSchema,
          querystring: thirdCallbackQuerySchema,
        },
      },
      async (request, reply) =>
        reply
          .header('cache-control', 'no-store')
          .redirect(await deps.third.callback(request.params.source, request.query, clientOf(request))),
    );
    r.post(
      '/sys/thirdLogin/getLoginUser',
      {
        config: limited,
        schema: {
          tags,
          summary: 'Exchange the one-time ticket (in the body) of a third-party login for a session (the login result)',
          body: loginTicketBodySchema,
          response: { 200: envelopeSchema(loginResultSchema) },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await deps.third.getLoginUser(request.body.token, clientOf(request)), 'loginSuccess');
      },
    );
    r.get(
      '/sys/thirdLogin/getLoginUser/:token',
      {
        config: limited,
        schema: {
          tags,
          summary:
            'Refused (400 loginTicketInBody): the ticket goes in the body of POST /sys/thirdLogin/getLoginUser; ' +
            'a ticket sent here is spent',
          params: loginTicketParamsSchema,
        },
      },
      async (request) => {
        await deps.third.discard(request.params.token);
        throw ticketInAddress();
      },
    );
  };
}
