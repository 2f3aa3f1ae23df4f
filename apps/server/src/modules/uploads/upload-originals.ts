import { Readable } from 'node:stream';

/** Where the files of uploads are kept (issue 17); the files module's service (`files.service.ts`) is one. */
export interface OriginalFiles {
  save(input: { name: string; mimeType: string; bytes: Buffer; purpose: string; ownerId?: number }): Promise<{
    id: number;
  }>;
  openOf(
    id: number,
    purpose: string,
  ): Promise<{ file: { originalName: string; size: number }; stream: NodeJS.ReadableStream }>;
}

/** The purpose of an upload's original among stored files (never public: `files.service.ts` publicPurposes). */
export const originalPurpose = 'data-upload';

const mimeTypes: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  xls: 'application/vnd.ms-excel',
};

/** The media type kept with an original, by its name's extension (the download is sent as an attachment anyway). */
export const originalType = (name: string) =>
  mimeTypes[name.toLowerCase().split('.').pop() ?? ''] ?? 'application/octet-stream';

/**
 * The bytes of an upload's stream as they pass (a copy kept for the upload's original): `stream` reads the same
 * bytes as the input; `bytes()` is all of them, or undefined when the stream was not read to its end (a partial
 * file is never kept). Held in memory, bounded by the upload's own size limit (the multipart stream is cut at
 * 50 MB).
 */
export function recordedStream(input: NodeJS.ReadableStream): {
  stream: Readable;
  bytes: () => Buffer | undefined;
  /** Whether the stream was read to its end (then `bytes()` is all of it). */
  complete: () => boolean;
} {
  const chunks: Buffer[] = [];
  let ended = false;
  async function* pass() {
    for await (const chunk of input) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
      chunks.push(buffer);
      yield buffer;
    }
    ended = true;
  }
  return {
    stream: Readable.from(pass(), { objectMode: false }),
    bytes: () => (ended ? Buffer.concat(chunks) : undefined),
    complete: () => ended,
  };
}

/**
 * Content-Disposition of a download under a name someone else chose: an ASCII fallback without quotes, slashes or
 * control characters, and the exact name in RFC 5987 form (nothing of the name can end the header or add one).
 */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\/;]/g, '_').trim() || 'upload';
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}
