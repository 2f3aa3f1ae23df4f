import {
  envelopeSchema,
  homeAdminContentSchema,
  homeContentEditSchema,
  homeContentSchema,
  homeFileRules,
  homeFileSchema,
  homeUploadQuerySchema,
  permissions,
} from '@csp/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { badRequest } from '../../errors.js';
import { ok } from '../../lib/reply.js';
import { principalOf } from '../../plugins/auth.js';
import type { HomeService } from './home.service.js';
import { tooLarge } from './home-files.js';

/** The public home page content (SPEC §7 "Public (reception)"). */
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

/** The homepage content editor (SPEC §2 "Homepage content", §5 upload limits). */
export function homeAdminRoutes(service: HomeService) {
  return async (app: FastifyInstance) => {
    if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
    const r = app.withTypeProvider<ZodTypeProvider>();
    const tags = ['home'];
    const content = { 200: envelopeSchema(homeAdminContentSchema) };
    r.get(
      '/home/content/query',
      {
        config: { access: permissions.homeContentList },
        schema: { tags, summary: 'The homepage content with its files, for the editor', response: content },
      },
      async () => ok(await service.adminContent()),
    );
    r.post(
      '/home/content/upload',
      {
        config: { access: permissions.homeContentEdit },
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary:
            'Upload a carousel image (PNG/JPEG/GIF/WebP under 10 MB), the video (MP4 ≤ 50 MB) or the members image (PNG ≤ 50 MB); used once saved',
          querystring: homeUploadQuerySchema,
          response: { 200: envelopeSchema(homeFileSchema) },
        },
      },
      async (request) => {
        const { kind } = request.query;
        if (!request.isMultipart()) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const part = await request.file({ limits: { fileSize: homeFileRules[kind].maxBytes, files: 1 } });
        if (!part) throw badRequest('FileNotNull', [{ field: 'file', message: 'FileNotNull' }]);
        const bytes = await part.toBuffer().catch((error: { statusCode?: number }) => {
          if (error.statusCode === 413) throw tooLarge(kind);
          throw error;
        });
        const saved = await service.upload(
          kind,
          { fileName: part.filename, bytes },
          principalOf(request).userId,
          request.log,
        );
        return ok(saved, 'uploadSuccess');
      },
    );
    r.put(
      '/home/content/edit',
      {
        config: { access: permissions.homeContentEdit },
        schema: {
          tags,
          summary: 'Save the homepage content: carousel (1 to 5), introductions (sanitized), video and members image',
          body: homeContentEditSchema,
          response: content,
        },
      },
      async (request) => ok(await service.save(request.body, request.log), 'editSuccess'),
    );
  };
}
