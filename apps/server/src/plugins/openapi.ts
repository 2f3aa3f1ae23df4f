import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document, generated from the routes' zod schemas, and its UI at `{base}/docs`. */
export async function registerOpenApi(app: FastifyInstance, apiBase: string) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'APEC City Statistics API',
        description:
          'Public (`/reception`) endpoints serve published data only. Replies use the envelope ' +
          '`{ success, message, code, result, timestamp }`; `message` is a message key localized by clients.',
        version: '0.1.0',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: `${apiBase}/docs` });
}
