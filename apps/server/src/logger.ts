import type { FastifyServerOptions } from 'fastify';

/** Paths pino never writes: credentials, tokens and passwords. */
export const redactPaths = [
  'req.headers.authorization',
  'req.headers["x-access-token"]',
  'req.headers.cookie',
  'headers.authorization',
  'headers["x-access-token"]',
  '*.password',
  '*.oldpassword',
  '*.confirmpassword',
  '*.token',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return { level, redact: { paths: redactPaths, censor: '[redacted]' } };
}
