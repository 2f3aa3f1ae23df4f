import { fillPlaceholders, isMessageKey, type Language, messageText } from '@csp/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors.js';
import { failure } from '../reply.js';

/** The language of a request: `?lang=`, then Accept-Language; English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return /^zh/i.test(header) ? 'zh' : 'en';
}

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

function send(reply: FastifyReply, request: FastifyRequest, status: number, key: string, errors?: unknown[]) {
  const lang = requestLanguage(request);
  const result: Record<string, unknown> = { text: messageText(key, lang) };
  if (errors?.length) result.errors = errors;
  return reply.status(status).send(failure(status, key, result));
}

/** The one error path: every failure leaves as the envelope with a message key and an HTTP status. */
export function registerErrorHandling(app: FastifyInstance, apiBase: string) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const lang = requestLanguage(request);
      const errors = error.fieldErrors.map((f) => ({ field: f.field, message: messageText(f.message, lang) }));
      return send(reply, request, error.status, error.key, errors);
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
