import {
  announcementCreateSchema,
  announcementEditSchema,
  announcementIdSchema,
  announcementListQuerySchema,
  announcementPageSchema,
  announcementSchema,
  envelopeSchema,
  permissions,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { AnnouncementsService } from './announcements.service.js';

const one = { 200: envelopeSchema(announcementSchema) };

/** Announcement administration (JeecgBoot `/sys/annountCement/*`, paths spelled as the SPEC has them). */
export function announcementsRoutes(service: AnnouncementsService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['announcements'];
    r.get(
      '/sys/annountCement/list',
      {
        config: { access: permissions.announcementList },
        schema: {
          tags,
          summary: 'Announcements, paged and searched',
          querystring: announcementListQuerySchema,
          response: { 200: envelopeSchema(announcementPageSchema) },
        },
      },
      async (request) => ok(await service.list(request.query)),
    );
    r.post(
      '/sys/annountCement/add',
      {
        config: { access: permissions.announcementAdd },
        schema: { tags, summary: 'Create a draft announcement', body: announcementCreateSchema, response: one },
      },
      async (request) => ok(await service.create(request.body, principalOf(request).userId), 'addSuccess'),
    );
    r.put(
      '/sys/annountCement/edit',
      {
        config: { access: permissions.announcementEdit },
        schema: { tags, summary: 'Edit an announcement not released', body: announcementEditSchema, response: one },
      },
      async (request) => ok(await service.edit(Number(request.body.id), request.body), 'editSuccess'),
    );
    r.delete(
      '/sys/annountCement/delete',
      {
        config: { access: permissions.announcementDelete },
        schema: {
          tags,
          summary: 'Delete an announcement with its send records',
          querystring: announcementIdSchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.remove(Number(request.query.id));
        return ok(null, 'deleteSuccess');
      },
    );
    r.post(
      '/sys/annountCement/doReleaseData',
      {
        config: { access: permissions.announcementRelease },
        schema: { tags, summary: 'Release: recipients see it at once', body: announcementIdSchema, response: one },
      },
      async (request) =>
        ok(await service.release(Number(request.body.id), principalOf(request).userId), 'releaseSuccess'),
    );
    r.post(
      '/sys/annountCement/doReovkeData',
      {
        config: { access: permissions.announcementRelease },
        schema: { tags, summary: 'Revoke a released announcement', body: announcementIdSchema, response: one },
      },
      async (request) => ok(await service.revoke(Number(request.body.id)), 'revokeSuccess'),
    );
  };
}
