import type { Language } from '@csp/contract';
import type { FastifyRequest } from 'fastify';

/** The language of a request: Accept-Language starting with `zh` is Chinese; English by default. */
export function requestLanguage(request: FastifyRequest): Language {
  const header = request.headers['accept-language'] ?? '';
  return /^zh/i.test(header) ? 'zh' : 'en';
}
