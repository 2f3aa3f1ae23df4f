import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { stdSerializers } from 'pino';
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

/** Fields of driver and ORM errors that hold the VALUES of a statement (bound parameters, key values). */
const statementValueKeys = new Set(['params', 'parameters', 'detail', 'where', 'internalQuery']);
/** Drizzle's "Failed query: …\nparams: …" message (and the stack that starts with it): the values end it. */
const paramsInText = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;

type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

function withoutStatementValues(value: unknown, depth: number): unknown {
  if (!value || typeof value !== 'object' || depth > 6) return value;
  const out = (Array.isArray(value) ? [] : {}) as Record<string, unknown>;
  for (const [key, inner] of Object.entries(value)) {
    if (statementValueKeys.has(key)) out[key] = REDACTED;
    else if ((key === 'message' || key === 'stack') && typeof inner === 'string')
      out[key] = inner.replace(paramsInText, `\nparams: ${REDACTED}`);
    else out[key] = withoutStatementValues(inner, depth + 1);
  }
  return out;
}

/**
 * The `err` of a log line without the values of the statement that failed: never the bound parameters
 * (a session token's hash, a password hash, a user's input) nor a constraint's key values, at any depth
 * of causes. The SQL text with its $1 placeholders stays, to say which statement failed.
 */
export function serializeError(error: Error): SerializedError {
  const value: unknown = error;
  if (!(value instanceof Error)) return withoutStatementValues(value, 0) as SerializedError;
  // pino folds causes into `message` and `stack` only; the driver's SQLSTATE says most about a failed statement.
  const causeCode = (value.cause as { code?: unknown } | undefined)?.code;
  const serialized = withoutStatementValues(stdSerializers.err(value), 0) as SerializedError;
  return typeof causeCode === 'string' && serialized.causeCode === undefined
    ? { ...serialized, causeCode }
    : serialized;
}

export function loggerOptions(level: string, stream?: { write(line: string): void }): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: redactPaths, censor: '[redacted]' },
    serializers: {
      err: serializeError,
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
