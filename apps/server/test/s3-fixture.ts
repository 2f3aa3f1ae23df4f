import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsV4Signer } from 'aws4fetch';

export const s3Keys = { accessKeyId: 'TESTKEY', secretAccessKey: 'test-secret-key', region: 'us-east-1' };

/**
 * A tiny S3 stand-in on loopback: objects in memory (PUT, GET, DELETE under /<bucket>/<key>), every request
 * refused with 403 unless its AWS Signature V4 Authorization header is present, names the test key and
 * verifies (recomputed with the same secret, date and signed headers), and the payload hash matches.
 */
export async function fakeS3(bucket: string) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const refused: string[] = [];
  let requests = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      requests += 1;
      const body = Buffer.concat(chunks);
      const reason = await verify(req.method ?? 'GET', req.url ?? '/', req.headers, body);
      if (reason) {
        refused.push(reason);
        res
          .writeHead(403, { 'content-type': 'application/xml' })
          .end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
        return;
      }
      const path = decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/');
      if (!path.startsWith(`/${bucket}/`))
        return void res.writeHead(404).end('<Error><Code>NoSuchBucket</Code></Error>');
      const key = path.slice(bucket.length + 2);
      if (req.method === 'PUT') {
        objects.set(key, { body, type: String(req.headers['content-type'] ?? 'application/octet-stream') });
        return void res.writeHead(200, { etag: '"x"' }).end();
      }
      const found = objects.get(key);
      if (req.method === 'GET') {
        if (!found) return void res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
        return void res.writeHead(200, { 'content-length': found.body.length }).end(found.body);
      }
      if (req.method === 'DELETE') {
        objects.delete(key);
        return void res.writeHead(204).end();
      }
      res.writeHead(405).end();
    });
  });

  async function verify(method: string, url: string, headers: NodeJS.Dict<string | string[]>, body: Buffer) {
    const auth = String(headers.authorization ?? '');
    const parsed =
      /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
        auth,
      );
    if (!parsed) return 'no SigV4 Authorization header';
    const [, keyId, , region, signedHeaders, signature] = parsed;
    if (keyId !== s3Keys.accessKeyId) return 'unknown access key';
    const payloadHash = String(headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
      return 'payload hash mismatch';
    }
    const signed: Record<string, string> = {};
    for (const name of (signedHeaders as string).split(';')) {
      if (name !== 'host') signed[name] = String(headers[name] ?? '');
    }
    const signer = new AwsV4Signer({
      method,
      url: `http://${headers.host}${url}`,
      headers: signed,
      accessKeyId: s3Keys.accessKeyId,
      secretAccessKey: s3Keys.secretAccessKey,
      service: 's3',
      region,
      datetime: String(headers['x-amz-date']),
    });
    const expected = (await signer.sign()).headers.get('authorization') ?? '';
    return expected.endsWith(`Signature=${signature}`) ? undefined : 'signature mismatch';
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    endpoint,
    objects,
    refused,
    requests: () => requests,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
