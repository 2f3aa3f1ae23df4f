import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { isSecretKey, REDACTED } from './modules/oplog/summary.js';

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
  '*.ticket',
  '*.thirdToken',
  '*.confirmPassword',
  '*.captcha',
  '*.privateKey',
  '*.passwordHash',
  '*.codeHash',
  '*.SMTP_URL',
  '*.smtpUrl',
];

/** Query parameters of sign-in hand-offs (CAS ticket, OAuth code and state) besides the secret-looking ones. */
const HANDOFF_KEY = /^(ticket|code|state)$/i;
/** A third-party ticket in the path of the SPEC's refused GET form. */
const TICKET_PATH = /(\/getLoginUser\/)[^/?#]+/gi;

/**
 * A URL with secrets replaced, for logs and the request trace: values of secret-looking query parameters
 * (token, password, captcha, key...) and of sign-in hand-offs (ticket, code, state), and a ticket in a path.
 */
export function redactUrl(url: string): string {
  return url
    .replace(TICKET_PATH, `$1${REDACTED}`)
    .replace(/([?&])([^=&#]+)=([^&#]*)/g, (whole, sep: string, key: string) => {
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        /* keep the raw name */
      }
      return isSecretKey(name) || HANDOFF_KEY.test(name) ? `${sep}${key}=${REDACTED}` : whole;
    });
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
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
