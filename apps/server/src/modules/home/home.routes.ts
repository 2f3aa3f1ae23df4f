import { envelopeSchema, homeContentSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../reply.js';
import type { HomeService } from './home.service.js';

export function homeRoutes(service: HomeService) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/reception/index/cityIndexContent/content',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reception'],
          summary: 'Home page content',
          response: { 200: envelopeSchema(homeContentSchema) },
        },
      },
      async () => ok(await service.content()),
    );
  };
}
