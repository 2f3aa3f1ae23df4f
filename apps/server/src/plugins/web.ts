import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';

/** Serves the built web app, with history-API fallback to index.html for client routes. */
export async function registerWebApp(app: FastifyInstance, distDir: string, apiBase: string) {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) {
    app.log.warn({ distDir }, 'web app not built; run `npm run build` to serve it');
    app.get('/', { config: { access: 'public' } }, (_req, reply) =>
      reply.type('text/plain').send('The web app is not built. Run `npm run build`, then restart.'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    preCompressed: true,
    index: false,
    setHeaders: (reply, filePath) => {
      if (filePath.includes(`${path.sep}assets${path.sep}`)) {
        reply.header('cache-control', 'public, max-age=31536000, immutable');
      }
    },
  });
  app.get('/*', { config: { access: 'public' } }, (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === apiBase || pathname.startsWith(`${apiBase}/`)) throw notFound();
    if (path.extname(pathname) !== '') throw notFound();
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
