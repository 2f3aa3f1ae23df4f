import {
  announcementIdSchema,
  announcementSchema,
  anntIdBodySchema,
  envelopeSchema,
  listByUserQuerySchema,
  myAnnouncementQuerySchema,
  noticeListResultSchema,
  noticePageSchema,
  noticeReadAllBodySchema,
  noticeReadAllResultSchema,
} from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { NoticesService } from './notices.service.js';

/** A signed-in user's own announcements: the bell, the announcement page, read state (SPEC §7 Notices). */
export function noticesRoutes(service: NoticesService) {
  return async (app: FastifyInstance) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['notices'];
    const config = { access: 'session' as const };
    r.get(
      '/sys/annountCement/listByUser',
      {
        config,
        schema: {
          tags,
          summary: "The bell: the user's unread notices and system messages with totals",
          querystring: listByUserQuerySchema,
          response: { 200: envelopeSchema(noticeListResultSchema) },
        },
      },
      async (request) => ok(await service.listByUser(principalOf(request).userId, request.query.pageSize)),
    );
    r.get(
      '/sys/annountCement/queryById',
      {
        config,
        schema: {
          tags,
          summary: 'One announcement (administrators: any; users: their own released ones)',
          querystring: announcementIdSchema,
          response: { 200: envelopeSchema(announcementSchema) },
        },
      },
      async (request) => ok(await service.queryById(Number(request.query.id), principalOf(request))),
    );
    r.post(
      '/sys/sysAnnouncementSend/editByAnntIdAndUserId',
      {
        config,
        schema: {
          tags,
          summary: 'Mark one of my announcements read',
          body: anntIdBodySchema,
          response: { 200: envelopeSchema(z.null()) },
        },
      },
      async (request) => {
        await service.markRead(Number(request.body.anntId), principalOf(request).userId);
        return ok(null);
      },
    );
    r.get(
      '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      {
        config,
        schema: {
          tags,
          summary: 'My announcements, paged and searched, with read state',
          querystring: myAnnouncementQuerySchema,
          response: { 200: envelopeSchema(noticePageSchema) },
        },
      },
      async (request) => ok(await service.myPage(principalOf(request).userId, request.query)),
    );
    r.put(
      '/sys/sysAnnouncementSend/readAll',
      {
        config,
        schema: {
          tags,
          summary: 'Mark all my announcements read (or those of one category)',
          body: noticeReadAllBodySchema,
          response: { 200: envelopeSchema(noticeReadAllResultSchema) },
        },
      },
      async (request) => ok(await service.readAll(principalOf(request).userId, request.body?.msgCategory)),
    );
  };
}
