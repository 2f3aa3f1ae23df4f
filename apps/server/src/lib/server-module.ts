import type { FastifyInstance } from 'fastify';

/**
 * What every server module's factory returns (`modules/<m>/<m>.module.ts`, wired in app.ts, the one composition
 * root): its hooks on the whole app, its routes under the API base path, and, as further named fields, what it
 * provides to the modules wired after it. A module takes what it needs from others as arguments, never by
 * importing their internals.
 */
export interface ServerModule {
  /** Hooks, decorations and routes outside the API base on the root instance; run in wiring order. */
  install?: (app: FastifyInstance) => void | Promise<void>;
  /** Routes under the API base path. */
  routes?: (api: FastifyInstance) => Promise<void>;
}
