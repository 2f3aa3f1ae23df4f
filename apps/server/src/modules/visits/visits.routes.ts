import { envelopeSchema, visitBeaconSchema } from '@csp/contract';
import type { FastifyInstance, onResponseAsyncHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import type { VisitsService } from './visits.service.js';

/** Page views one address may report per minute; more are refused (429) and not counted. */
export const visitBeaconPerMinute = 30;

/** Public download routes (relative to the API base) and what they count as. */
const downloadRoutes: Record<string, 'csv' | 'xlsx' | 'document'> = {
  '/reception/data/chart.csv': 'csv',
  '/reception/data/yearToYear.csv': 'csv',
  '/reception/data/chart.xlsx': 'xlsx',
  '/reception/data/yearToYear.xlsx': 'xlsx',
  '/reception/city/data/manager/downloadFile': 'document',
  '/file/cityFile/downFile/:id': 'document',
};

/**
 * Counts successful public downloads (200, or 304 when the browser fetched the same file again) by the route
 * that answered; an app-level onResponse hook, so the download routes themselves stay as they are.
 */
export function downloadCounter(service: VisitsService, base: string): onResponseAsyncHookHandler {
  const downloads = new Map(Object.entries(downloadRoutes).map(([path, item]) => [`${base}${path}`, item]));
  return async (request, reply) => {
    const item = downloads.get(request.routeOptions.url ?? '');
    if (!item || (reply.statusCode !== 200 && reply.statusCode !== 304)) return;
    await service.download(item).catch((error) => request.log.warn({ err: error }, 'download count failed'));
  };
}

/** The visit beacon the client layout sends once per page view. */
export function visitsRoutes(service: VisitsService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().post(
      '/reception/visit',
      {
        config: { access: 'public', rateLimit: { max: visitBeaconPerMinute, timeWindow: '1 minute' } },
        schema: {
          tags: ['reception'],
          summary: 'Count one page view of the public client area (per day; nothing about the visitor is kept)',
          body: visitBeaconSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.visit(request.body.page);
        return ok(null);
      },
    );
  };
}
