import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * Administrator-managed proxy routes: `{API_BASE}/gateway/<path_prefix>/...` is forwarded to `upstream_url`.
 * Every instance keeps the enabled routes in memory and re-reads them when one changes (NOTIFY csp_gateway).
 */
export const gatewayRoutes = pgTable('gateway_routes', {
  id: id(),
  name: text('name').notNull(),
  pathPrefix: text('path_prefix').notNull().unique(),
  upstreamUrl: text('upstream_url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  stripPrefix: boolean('strip_prefix').notNull().default(true),
  timeoutMs: integer('timeout_ms').notNull().default(30_000),
  /** 'public' or 'session': who may call through the route. */
  access: text('access').notNull().default('session'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
