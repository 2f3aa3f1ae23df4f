import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest } from '../errors.js';
import { firstUncleanPath, isCleanText } from '../lib/clean-text.js';

/**
 * Text at the edge (docs/security.md): NUL characters and lone UTF-16 surrogates are refused in every string a
 * request brings in — route params, the query string, a parsed body at any depth (keys too), and a multipart
 * request's file name, field names and field values — with 400 `textInvalidCharacter` naming the field,
 * before any route sees them. Header values cannot hold either (Node refuses NUL in a header; header bytes
 * are Latin-1, never surrogates). Raw bodies kept as bytes (the gateway's proxy) are not text and pass.
 */
const refuse = (field: string) => badRequest('textInvalidCharacter', [{ field, message: 'textInvalidCharacter' }]);

interface PartLike {
  type?: string;
  fieldname?: string;
  filename?: string;
  value?: unknown;
  fields?: Record<string, PartLike | PartLike[] | undefined>;
  file?: { resume(): unknown };
}

/** Throws for a multipart part whose name, file name or field value is not clean. */
function checkPart(part: PartLike) {
  const name = part.fieldname ?? 'file';
  if (!isCleanText(name)) throw refuse('file');
  if (part.filename !== undefined && !isCleanText(part.filename)) {
    part.file?.resume(); // the refused file's bytes are drained, not left in the socket
    throw refuse(name);
  }
  if (typeof part.value === 'string' && !isCleanText(part.value)) throw refuse(name);
}

function checkParts(part: PartLike) {
  checkPart(part);
  for (const field of Object.values(part.fields ?? {})) {
    for (const f of Array.isArray(field) ? field : field ? [field] : []) {
      if (f !== part && f.type === 'field') {
        try {
          checkPart(f);
        } catch (error) {
          part.file?.resume();
          throw error;
        }
      }
    }
  }
}

/** A request's multipart readers (@fastify/multipart), seen as plain functions. */
interface MultipartRequest {
  isMultipart?: () => boolean;
  file?: (...args: unknown[]) => Promise<PartLike | undefined>;
  parts?: (...args: unknown[]) => AsyncIterableIterator<PartLike>;
  files?: (...args: unknown[]) => AsyncIterableIterator<PartLike>;
}

/** The request's multipart readers, each part checked as it is handed over. */
function guardMultipart(request: MultipartRequest) {
  const file = request.file;
  if (file) {
    request.file = async (...args: unknown[]) => {
      const part = await file.apply(request, args);
      if (part) checkParts(part);
      return part;
    };
  }
  for (const name of ['parts', 'files'] as const) {
    const read = request[name];
    if (!read) continue;
    request[name] = async function* (...args: unknown[]) {
      for await (const part of read.apply(request, args)) {
        checkPart(part);
        yield part;
      }
    } as MultipartRequest['parts'];
  }
}

/** The first unclean string of a request's params, query and body, as the field to report; undefined if none. */
export function uncleanField(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): string | undefined {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    if (value === undefined || value === null || Buffer.isBuffer(value)) continue;
    const path = firstUncleanPath(value);
    if (path !== undefined) return path === '' ? part : path;
  }
  return undefined;
}

/** One hook for every route (registered on the root instance before any route). */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const field = uncleanField(request);
    if (field !== undefined) return done(refuse(field));
    const multipart = request as unknown as MultipartRequest;
    if (multipart.isMultipart?.()) guardMultipart(multipart);
    done();
  });
}
