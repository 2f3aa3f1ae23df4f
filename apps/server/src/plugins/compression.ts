import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Replies are compressed when the client asks for it (Accept-Encoding: br or gzip) and they are at least 1 KB of a
 * compressible type: the all-cities list is 195 KB as JSON and about 38 KB gzipped. Brotli at quality 4 (the
 * plugin's default: fast, a little smaller than gzip). Already-encoded replies (the web app's precompressed files),
 * ranges (the home video) and images pass as they are.
 *
 * Request bodies are NOT decompressed: a compressed body could inflate far beyond the body limit (a zip bomb,
 * docs/security.md), and no client of this API sends one. Such a body reaches the parser as bytes and is refused.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}
