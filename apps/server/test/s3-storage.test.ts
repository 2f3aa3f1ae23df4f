import { buffer } from 'node:stream/consumers';
import { permissions as p } from '@csp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { s3Storage } from '../src/modules/files/s3-storage.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { fakeS3, s3Keys } from './s3-fixture.js';

let s3: Awaited<ReturnType<typeof fakeS3>>;
beforeAll(async () => {
  s3 = await fakeS3('csp-files');
});
afterAll(() => s3.close());

const settings = () => ({ ...s3Keys, endpoint: s3.endpoint, bucket: 'csp-files', forcePathStyle: true });

describe('S3-compatible storage (aws4fetch, AWS Signature V4)', () => {
  it('puts, opens and removes objects with signed requests', async () => {
    const storage = s3Storage(settings());
    const bytes = Buffer.from('hello object storage 你好');
    await storage.put('oss/a1b2.txt', bytes);
    expect(s3.objects.get('oss/a1b2.txt')?.body.equals(bytes)).toBe(true);
    expect(await buffer(await storage.open('oss/a1b2.txt'))).toEqual(bytes);
    await storage.remove('oss/a1b2.txt');
    expect(s3.objects.has('oss/a1b2.txt')).toBe(false);
    await expect(storage.open('oss/a1b2.txt')).rejects.toMatchObject({ code: 'ENOENT' });
    await storage.remove('oss/a1b2.txt');
    expect(s3.refused).toEqual([]);
  });

  it('fails when the service refuses the signature (a wrong secret)', async () => {
    const storage = s3Storage({ ...settings(), secretAccessKey: 'wrong' });
    await expect(storage.put('oss/x.txt', Buffer.from('x'))).rejects.toThrow(/403/);
    expect(s3.refused.at(-1)).toBe('signature mismatch');
    expect(s3.objects.has('oss/x.txt')).toBe(false);
    s3.refused.length = 0;
  });

  it('refuses unsafe keys before any request', async () => {
    const storage = s3Storage(settings());
    const before = s3.requests();
    await expect(storage.put('../etc/passwd', Buffer.from('x'))).rejects.toThrow(/unsafe/);
    expect(s3.requests()).toBe(before);
  });
});

describe('S3 settings', () => {
  it('need both keys with a bucket, a URL endpoint and a valid bucket name', () => {
    expect(() => loadConfig({ S3_BUCKET: 'csp-files' })).toThrow(/S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' })).toThrow(
      /S3_BUCKET/,
    );
    expect(() => loadConfig({ S3_ENDPOINT: 'ftp://x' })).toThrow(/S3_ENDPOINT/);
    const config = loadConfig({ S3_BUCKET: 'csp-files', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' });
    expect(config).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false, GATEWAY_ALLOW_PRIVATE: false });
  });
});

describe('the platform on S3 settings', () => {
  let t: TestContext;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({
      demo: false,
      env: {
        S3_ENDPOINT: s3.endpoint,
        S3_BUCKET: 'csp-files',
        S3_REGION: s3Keys.region,
        S3_ACCESS_KEY_ID: s3Keys.accessKeyId,
        S3_SECRET_ACCESS_KEY: s3Keys.secretAccessKey,
        S3_FORCE_PATH_STYLE: 'true',
      },
    });
    token = (await signedInUser(t.app, t.database.db, { perms: [p.ossList, p.ossUpload, p.ossDelete] })).token;
  });
  afterAll(() => t.close());

  it('stores an uploaded file in the bucket, serves it back and deletes it there', async () => {
    const boundary = '----cspS3';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      Buffer.from('a,b\n1,2\n'),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const headers = { 'x-access-token': token };
    const up = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/oss/file/upload`,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
    expect(up.statusCode, up.body).toBe(200);
    const id = up.json().result.id as string;
    const stored = [...s3.objects.keys()].filter((k) => k.startsWith('oss/'));
    expect(stored).toHaveLength(1);
    const down = await t.app.inject({ url: `${t.base}/sys/oss/file/download/${id}`, headers });
    expect(down.statusCode).toBe(200);
    expect(down.body).toBe('a,b\n1,2\n');
    const del = await t.app.inject({ method: 'DELETE', url: `${t.base}/sys/oss/file/delete?id=${id}`, headers });
    expect(del.statusCode).toBe(200);
    expect(s3.objects.has(stored[0] as string)).toBe(false);
    expect(s3.refused).toEqual([]);
  });
});
