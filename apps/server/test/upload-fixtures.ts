import type { Db } from '../src/db/client.js';
import { uploadRepository } from '../src/modules/uploads/upload.repository.js';
import type { TestContext } from './helper.js';

/** The body and content type of a multipart/form-data request. */
export interface MultipartBody {
  payload: Buffer;
  headers: { 'content-type': string };
}

/**
 * A multipart/form-data body as a browser sends a file input: the form `fields` first, then one part named
 * "file" holding `content` under `fileName`, of the content type `type` (text/csv unless told).
 */
export function multipartFile(
  fileName: string,
  content: Buffer | string,
  options: { type?: string; fields?: Record<string, string> } = {},
): MultipartBody {
  const boundary = `----csp${Math.random().toString(16).slice(2)}`;
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: ${options.type ?? 'text/csv'}\r\n\r\n`;
  const payload = Buffer.concat([
    Buffer.from(fields.join('')),
    Buffer.from(head),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/**
 * POSTs the multipart `body` to `url` below the API base, as the session `token` (none when null), with
 * Accept-Language `lang` when given.
 */
export function postMultipart(t: TestContext, url: string, token: string | null, body: MultipartBody, lang?: string) {
  return t.app.inject({
    method: 'POST',
    url: `${t.base}${url}`,
    headers: {
      ...(token === null ? {} : { 'x-access-token': token }),
      ...(lang === undefined ? {} : { 'accept-language': lang }),
      ...body.headers,
    },
    payload: body.payload,
  });
}

/** The upload repository on `db`, with `hook` run before each batch write (of the kinds in `writes`) of a transaction. */
export function hookedBatches(
  db: Db,
  hook: () => Promise<void>,
  writes: readonly ('insertBatch' | 'upsertBatch')[] = ['insertBatch', 'upsertBatch'],
) {
  const real = uploadRepository(db);
  return {
    ...real,
    transaction: <T>(fn: Parameters<typeof real.transaction<T>>[0]) =>
      real.transaction<T>((tx, pipe) => {
        const hooked = { ...tx };
        if (writes.includes('insertBatch')) {
          hooked.insertBatch = async (...args: Parameters<typeof tx.insertBatch>) => {
            await hook();
            return tx.insertBatch(...args);
          };
        }
        if (writes.includes('upsertBatch')) {
          hooked.upsertBatch = async (...args: Parameters<typeof tx.upsertBatch>) => {
            await hook();
            return tx.upsertBatch(...args);
          };
        }
        return fn(hooked, pipe);
      }),
  };
}
