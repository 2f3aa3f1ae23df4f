import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from '../../lib/file-storage.js';

export interface S3Settings {
  /** Base URL of the service, e.g. `https://s3.eu-west-1.amazonaws.com` or `http://127.0.0.1:9000`. */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The bucket in the path (`endpoint/bucket/key`, MinIO) instead of the host name (`bucket.endpoint/key`). */
  forcePathStyle: boolean;
}

const safeKey = /^[a-z0-9][a-z0-9/_.-]*$/i;

/** A storage error without the service's reply text (which may echo request details). */
class S3Error extends Error {
  constructor(
    operation: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(`S3 ${operation} answered ${status}`);
    this.name = 'S3Error';
  }
}

/**
 * File bytes in S3-compatible object storage, every request signed with AWS Signature V4 (aws4fetch).
 * The same keys as on local disk; `open` streams the object, a missing object is an ENOENT error.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
    retries: 2,
  });
  const base = new URL(settings.endpoint);
  const objectUrl = (key: string) => {
    if (!safeKey.test(key) || key.includes('..')) throw new Error(`unsafe storage key ${key}`);
    const path = key.split('/').map(encodeURIComponent).join('/');
    const prefix = base.pathname.replace(/\/+$/, '');
    if (settings.forcePathStyle) return `${base.origin}${prefix}/${settings.bucket}/${path}`;
    return `${base.protocol}//${settings.bucket}.${base.host}${prefix}/${path}`;
  };
  const call = (url: string, init: RequestInit) => client.fetch(url, init);

  return {
    async put(key, bytes) {
      const res = await call(objectUrl(key), {
        method: 'PUT',
        body: new Uint8Array(bytes),
        headers: { 'content-length': String(bytes.length) },
      });
      await res.body?.cancel();
      if (!res.ok) throw new S3Error('put', res.status);
    },
    async open(key) {
      const res = await call(objectUrl(key), { method: 'GET' });
      if (res.status === 404) {
        await res.body?.cancel();
        throw new S3Error('get', 404, 'ENOENT');
      }
      if (!res.ok || !res.body) {
        await res.body?.cancel();
        throw new S3Error('get', res.status);
      }
      return Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
    },
    async remove(key) {
      const res = await call(objectUrl(key), { method: 'DELETE' });
      await res.body?.cancel();
      if (!res.ok && res.status !== 404) throw new S3Error('delete', res.status);
    },
  };
}
