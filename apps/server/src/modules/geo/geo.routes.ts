import { citySchema, countrySchema, envelopeSchema, idParamsSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import type { GeoService } from './geo.service.js';

/** Public economies and cities (SPEC §7 "Public (reception)"). */
export function geoRoutes(service: GeoService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['reception'];
    r.get(
      '/reception/city/cityCouCountry/list',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'All economies', response: { 200: envelopeSchema(z.array(countrySchema)) } },
      },
      async () => ok(await service.listCountries()),
    );
    r.get(
      '/reception/city/cityCouCity/all',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'The cities of every economy, in one reply (ordered by economy, then as each economy lists them)',
          response: { 200: envelopeSchema(z.array(citySchema)) },
        },
      },
      async () => ok(await service.listAllCities()),
    );
    r.get(
      '/reception/city/cityCouCity/list/:id',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: 'Cities of an economy',
          params: idParamsSchema,
          response: { 200: envelopeSchema(z.array(citySchema)) },
        },
      },
      async (request) => ok(await service.listCities(Number(request.params.id))),
    );
    r.get(
      '/reception/city/cityCouCity/city/:id',
      {
        config: { access: 'public' },
        schema: { tags, summary: 'One city', params: idParamsSchema, response: { 200: envelopeSchema(citySchema) } },
      },
      async (request) => ok(await service.getCity(Number(request.params.id))),
    );
  };
}
