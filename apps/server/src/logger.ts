import type { FastifyRequest, FastifyServerOptions } from 'fastify';

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
  '*.confirmPassword',
  '*.captcha',
  '*.privateKey',
  '*.passwordHash',
  '*.codeHash',
  '*.SMTP_URL',
  '*.smtpUrl',
];

/** A URL with the value of any `token` query parameter (the notice socket's) replaced. */
export const redactUrl = (url: string) => url.replace(/([?&]token=)[^&#]*/gi, '$1[redacted]');

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      // Fastify's own request serializer, with the URL's token hidden.
      req: (req: FastifyRequest) => ({
        method: req.method,
        url: redactUrl(req.url),
        host: req.host,
        remoteAddress: req.ip,
        remotePort: req.socket?.remotePort,
      }),
    },
  };
}
