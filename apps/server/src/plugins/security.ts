import type { IncomingMessage, ServerResponse } from 'node:http';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets for a configuration; without nonces or functions they do not depend on the request. */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  mediaSrc: ["'self'", 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  upgradeInsecureRequests: null,
};

const helmetOptions: HelmetOptions = {
  contentSecurityPolicy: { directives },
  crossOriginEmbedderPolicy: false,
};

/** The one part of the site that other sites may frame (issue 19): the embedded chart's pages. */
export const embedPathPrefix = '/embed/';

/**
 * The embed route's headers: the same policy, but any site may frame it (`frame-ancestors *`, no
 * `X-Frame-Options`). Every other page keeps `frame-ancestors 'none'` and `X-Frame-Options: SAMEORIGIN`.
 */
const embedOptions: HelmetOptions = {
  contentSecurityPolicy: { directives: { ...directives, frameAncestors: ['*'] } },
  crossOriginEmbedderPolicy: false,
  xFrameOptions: false,
};

/** Whether a request is for the embed route (its pages only; its API calls and files keep the usual headers). */
export const isEmbedPath = (url: string) => url.startsWith(embedPathPrefix);

/**
 * Security headers (helmet's, worked out once: building them per request cost about 7 % of a small request's
 * time) and a per-address request budget.
 */
export async function registerSecurity(app: FastifyInstance, options: { ratePerMinute: number; apiBase: string }) {
  const headers = securityHeaders(helmetOptions);
  const embedHeaders = securityHeaders(embedOptions);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isEmbedPath(request.url) ? embedHeaders : headers);
    done();
  });
  await app.register(rateLimit, {
    max: options.ratePerMinute,
    timeWindow: '1 minute',
    // The budget is for API calls; the web app's files and the health check are not counted.
    allowList: (request) => request.url === '/health' || !request.url.startsWith(`${options.apiBase}/`),
  });
}
