import { z } from 'zod';
import { gatewayAccesses, gatewayTimeout } from './core/gateway.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/** A path prefix under `{API_BASE}/gateway/`: segments of letters, digits, `-` and `_`, no leading or trailing `/`. */
export const gatewayPrefixSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/, 'gatewayPrefixInvalid');

/** An upstream base URL: http or https, no user name or password, no fragment. */
export const gatewayUpstreamSchema = z
  .string()
  .trim()
  .min(1)
  .max(500)
  .refine((v) => {
    const url = URL.parse(v);
    return (url?.protocol === 'http:' || url?.protocol === 'https:') && !url.username && !url.password && !url.hash;
  }, 'gatewayUpstreamInvalid');

export const gatewayRouteSchema = z.object({
  id: idSchema,
  name: z.string(),
  pathPrefix: z.string(),
  upstreamUrl: z.string(),
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  stripPrefix: z.boolean(),
  timeoutMs: z.number().int(),
  access: z.enum(gatewayAccesses),
  createTime: z.string(),
  updateTime: z.string(),
});
export type GatewayRoute = z.infer<typeof gatewayRouteSchema>;

export const gatewayRouteListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['sortOrder', 'name', 'pathPrefix', 'createTime']).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  name: containsFilterSchema,
  pathPrefix: containsFilterSchema,
  enabled: z.enum(['1', '0']).optional(),
});

export const gatewayRouteAddSchema = z.object({
  name: z.string().trim().min(1).max(100),
  pathPrefix: gatewayPrefixSchema,
  upstreamUrl: gatewayUpstreamSchema,
  enabled: z.boolean().default(true),
  sortOrder: z.number().int().min(0).max(100_000).default(0),
  stripPrefix: z.boolean().default(true),
  timeoutMs: z.number().int().min(gatewayTimeout.min).max(gatewayTimeout.max).default(gatewayTimeout.default),
  access: z.enum(gatewayAccesses).default('session'),
});
export type GatewayRouteAdd = z.infer<typeof gatewayRouteAddSchema>;
export const gatewayRouteEditSchema = z.object({
  id: idSchema,
  name: gatewayRouteAddSchema.shape.name.optional(),
  pathPrefix: gatewayPrefixSchema.optional(),
  upstreamUrl: gatewayUpstreamSchema.optional(),
  enabled: z.boolean().optional(),
  sortOrder: z.number().int().min(0).max(100_000).optional(),
  stripPrefix: z.boolean().optional(),
  timeoutMs: z.number().int().min(gatewayTimeout.min).max(gatewayTimeout.max).optional(),
  access: z.enum(gatewayAccesses).optional(),
});
export type GatewayRouteEdit = z.infer<typeof gatewayRouteEditSchema>;
