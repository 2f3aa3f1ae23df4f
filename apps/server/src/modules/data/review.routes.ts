import {
  actionResultSchema,
  dataSelectionSchema,
  envelopeSchema,
  examineBodySchema,
  type MessageKey,
  type PermissionCode,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../db/area-scope.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { ReviewService } from './review.service.js';
import type { ReviewAction } from './transitions.js';

const simple: { action: ReviewAction; access: PermissionCode; summary: string; key: MessageKey }[] = [
  {
    action: 'submit',
    access: permissions.cityDataEdit,
    summary: 'Submit pending values for examination (pending → canExamine)',
    key: 'submitSuccess',
  },
  {
    action: 'publish',
    access: permissions.cityDataPublish,
    summary: 'Publish examined values (canPublish → published): they appear on the public side at once',
    key: 'publishSuccess',
  },
  {
    action: 'unpublish',
    access: permissions.cityDataPublish,
    summary: 'Withdraw published values (published → canPublish): they leave the public side at once',
    key: 'unpublishSuccess',
  },
];

/** Review and publication of values (SPEC §4); who may examine and who may publish are permissions. */
export function reviewRoutes(service: ReviewService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['data'];
    const response = { 200: envelopeSchema(actionResultSchema) };
    for (const s of simple) {
      r.post(
        `/data/cityDataSeries/${s.action}`,
        { config: { access: s.access }, schema: { tags, summary: s.summary, body: dataSelectionSchema, response } },
        async (request) => ok(await service.act(s.action, request.body, actorOf(principalOf(request))), s.key),
      );
    }
    r.post(
      '/data/cityDataSeries/examine',
      {
        config: { access: permissions.cityDataExamine },
        schema: {
          tags,
          summary: 'Examine values: pass (pending|canExamine → canPublish) or reject with a reason (→ reject)',
          body: examineBodySchema,
          response,
        },
      },
      async (request) => {
        const { pass, reason, ...selection } = request.body;
        const result = await service.act(pass ? 'pass' : 'reject', selection, actorOf(principalOf(request)), reason);
        return ok(result, pass ? 'examineSuccess' : 'rejectSuccess');
      },
    );
  };
}
