import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';

const healthReply = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['pglite', 'postgres']),
  uptimeSeconds: z.number(),
});

/** `GET /health`: 200 when the database answers, 503 when it does not. */
export function healthRoutes(database: Pick<Database, 'ping' | 'engine'>) {
  return async (app: FastifyInstance) => {
    app.withTypeProvider<ZodTypeProvider>().get(
      '/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], response: { 200: healthReply, 503: healthReply } },
      },
      async (_request, reply) => {
        const body = { database: database.engine, uptimeSeconds: Math.round(process.uptime()) };
        try {
          await database.ping();
          return { status: 'ok' as const, ...body };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const, ...body });
        }
      },
    );
  };
}
