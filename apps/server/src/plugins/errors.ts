import { fillPlaceholders, isMessageKey, type Language, messageText } from '@csp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { failure } from '../lib/reply.js';
import { requestLanguage } from '../lib/request-language.js';

const statusKeys: Record<number, string> = {
  400: 'parameterError',
  401: 'tokenMissing',
  403: 'notAuthority',
  404: 'notFound',
  405: 'methodNotAllowed',
  406: 'parameterError',
  413: 'fileTooLarge',
  415: 'IllegalFileType',
  429: 'tooManyRequests',
  503: 'databaseUnavailable',
};

function send(
  reply: FastifyReply,
  request: FastifyRequest,
  status: number,
  key: string,
  errors?: unknown[],
  extra?: Record<string, unknown>,
) {
  const lang = requestLanguage(request);
  const result: Record<string, unknown> = { text: messageText(key, lang) };
  if (errors?.length) result.errors = errors;
  return reply.status(status).send(failure(status, key, { ...result, ...extra }));
}

/** Fills `{name}` placeholders of a message's text from a field error's params. */
const fillParams = (text: string, params: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);

/**
 * A multipart body the parser could not read (no boundary, cut short): busboy throws plain errors without a
 * status, from its own files, while a route reads the upload. That is the client's malformed request, not ours.
 */
function isMalformedMultipart(error: FastifyError, request: FastifyRequest): boolean {
  if (error.statusCode !== undefined || !/^multipart\//i.test(request.headers['content-type'] ?? '')) return false;
  return /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '');
}

/** Retry-After of a 503 databaseUnavailable: a restart or a fail-over usually takes a few seconds. */
export const databaseRetryAfterSeconds = 5;

/** Node's codes of a connection that could not be made or was cut. */
const connectionCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND']);

/**
 * The database is down or restarting (refused or cut connections; PostgreSQL's classes 08 "connection exception"
 * and 57P "operator intervention": shutdown, crash, cannot connect now): a 503 the client may retry, not a 500.
 * Drizzle wraps the driver's error, so the causes are followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === 'object' && depth < 5; depth += 1) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (connectionCodes.has(code) || /^(08...|57P0[1-3])$/.test(code))) return true;
    if (
      typeof message === 'string' &&
      /^(Connection terminated( unexpectedly| due to connection timeout)?|timeout exceeded when trying to connect)$/.test(
        message,
      )
    ) {
      return true;
    }
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors the router raises before any route or hook runs (a path that is not valid percent-encoding, a path
 * parameter over the length limit): the same envelope as every other failure (Fastify's `frameworkErrors`).
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const body = failure(status, 'parameterError', { text: messageText('parameterError', requestLanguage(request)) });
  return reply.status(status).type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/** The one error path: every failure leaves as the envelope with a message key and an HTTP status. */
export function registerErrorHandling(app: FastifyInstance, apiBase: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds; // e.g. uploads' BusyError
      if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
      const lang = requestLanguage(request);
      const errors = error.fieldErrors.map((f) => ({
        field: f.field,
        message: f.params ? fillParams(messageText(f.message, lang), f.params) : messageText(f.message, lang),
      }));
      // An error may add to the reply's result in the request's language (an upload's error report)
      const more = (error as { replyResult?: (lang: Language) => Record<string, unknown> }).replyResult;
      return send(reply, request, error.status, error.key, errors, more?.call(error, lang));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const lang = requestLanguage(request);
      const errors = error.validation.map((v) => {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || error.validationContext || '';
        const raw = v.message ?? 'parameterError';
        const limits = (v.params ?? {}) as { minimum?: unknown; maximum?: unknown };
        return { field, message: isMessageKey(raw) ? fillPlaceholders(messageText(raw, lang), limits) : raw };
      });
      return send(reply, request, 400, 'validationFailed', errors);
    }
    if (isMalformedMultipart(error, request)) return send(reply, request, 400, 'uploadMalformed');
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(databaseRetryAfterSeconds));
      return send(reply, request, 503, 'databaseUnavailable');
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, request, 500, 'internalError');
    }
    const key = statusKeys[status] ?? 'parameterError';
    return send(reply, request, status, key);
  });

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith(`${apiBase}/`) || request.url === apiBase || request.method !== 'GET') {
      return send(reply, request, 404, 'notFound');
    }
    return reply.callNotFound();
  });
}
