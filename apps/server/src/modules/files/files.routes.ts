import { idParamsSchema } from '@csp/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FilesService } from './files.service.js';

/** Public media (home page images, video, city documents). */
export function filesRoutes(service: FilesService) {
  return async (app: FastifyInstance) => {
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/file/view/:id',
        { config: { access: 'public' }, schema: { tags: ['files'], summary: 'A public file', params: idParamsSchema } },
        async (request, reply) => {
          const { file, stream } = await service.openPublic(Number(request.params.id));
          const disposition = file.purpose === 'city-document' ? 'attachment' : 'inline';
          return reply
            .type(file.mimeType)
            .header('cache-control', 'public, max-age=3600')
            .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.originalName)}`)
            .header('x-content-type-options', 'nosniff')
            .send(stream);
        },
      );
  };
}
