import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const allCities = () => `${t.base}/reception/city/cityCouCity/all`;
/** The list a reply carries (the envelope's timestamp differs between replies). */
const listOf = (text: string) => {
  const body = JSON.parse(text) as { result: unknown[] };
  return body.result;
};

describe('compressed replies', () => {
  it('sends the all-cities list gzipped or brotli-compressed when asked, with the same JSON as uncompressed', async () => {
    const plain = await t.app.inject({ url: allCities() });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gz = await t.app.inject({ url: allCities(), headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/accept-encoding/i);
    expect(listOf(gunzipSync(gz.rawPayload).toString())).toStrictEqual(listOf(plain.body));
    // Much smaller: the reply the city pickers load stays small as the city list grows.
    expect(gz.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const br = await t.app.inject({ url: allCities(), headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(listOf(brotliDecompressSync(br.rawPayload).toString())).toStrictEqual(listOf(plain.body));
  });

  it('leaves small replies and unknown encodings alone', async () => {
    const small = await t.app.inject({
      url: `${t.base}/reception/city/cityCouCountry/list/nothing`,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const odd = await t.app.inject({ url: allCities(), headers: { 'accept-encoding': 'compress' } });
    expect(odd.statusCode).toBe(200);
    expect(odd.headers['content-encoding']).toBeUndefined();
  });

  it('does not inflate a compressed request body: a gzip bomb is refused as it is, quickly and without the memory', async () => {
    // 64 MB of spaces around a JSON body, compressed to about 64 KB.
    const bomb = gzipSync(
      Buffer.concat([Buffer.from('{"a":"'), Buffer.alloc(64 * 1024 * 1024, 0x20), Buffer.from('"}')]),
    );
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = process.memoryUsage().rss;
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/login`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: bomb,
    });
    // Read as the bytes it is (not JSON): 400, not the 413 an inflated body over the 1 MB limit would get.
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'parameterError' });
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
    // A small, honest compressed body is refused the same way: no client of this API compresses what it sends.
    const small = await t.app.inject({
      method: 'POST',
      url: `${t.base}/sys/login`,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ username: 'admin', password: 'x', captcha: 'x', checkKey: 'x' })),
    });
    expect(small.statusCode).toBe(400);
    expect(small.json()).toMatchObject({ message: 'parameterError' });
  });
});
