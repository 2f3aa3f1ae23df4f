import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerStaleReads } from '../src/plugins/stale-reads.js';

/**
 * The outage store of public replies (`plugins/stale-reads.ts`) on a bare Fastify app: what it keeps, how often it
 * keeps a reply again (at most once a second: a popular chart is answered thousands of times a second), and what
 * an outage gets. Engine-independent (no database).
 */
describe('stale reads: the last good public reply', () => {
  let app: FastifyInstance;
  let answer: string;
  let down = false;
  beforeEach(async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-28T12:00:00Z'));
    app = Fastify();
    registerStaleReads(app, { base: '/api' });
    answer = 'one';
    down = false;
    app.get('/api/reception/thing', { config: { access: 'public' } }, async (_request, reply) => {
      if (down)
        return reply.code(503).header('retry-after', '5').send({ success: false, message: 'databaseUnavailable' });
      return reply.type('application/json').send(JSON.stringify({ answer }));
    });
    app.get('/api/sys/thing', { config: { access: 'session' } }, async (_request, reply) => {
      if (down) return reply.code(503).send({ success: false, message: 'databaseUnavailable' });
      return { answer };
    });
    await app.ready();
  });
  afterEach(async () => {
    vi.useRealTimers();
    await app.close();
  });

  const get = (url = '/api/reception/thing', headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers: { 'accept-language': 'en', ...headers } });

  it('answers an outage with the last good reply, marked stale and not cached', async () => {
    expect((await get()).json()).toEqual({ answer: 'one' });
    down = true;
    const r = await get();
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ answer: 'one' });
    expect(r.headers['x-data-stale']).toBe('2026-11-28T12:00:00.000Z');
    expect(r.headers.warning).toBe('110 - "Response is Stale"');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.headers['retry-after']).toBeUndefined();
    expect(r.headers['content-type']).toContain('application/json');
  });

  it('keeps a reply again only a second after it kept it last, then keeps the newer one', async () => {
    await get();
    answer = 'two';
    vi.setSystemTime(new Date('2026-11-28T12:00:00.900Z'));
    expect((await get()).json()).toEqual({ answer: 'two' }); // answered, but not kept again yet
    down = true;
    let r = await get();
    expect(r.json()).toEqual({ answer: 'one' });
    expect(r.headers['x-data-stale']).toBe('2026-11-28T12:00:00.000Z');
    down = false;
    vi.setSystemTime(new Date('2026-11-28T12:00:01.000Z'));
    await get();
    down = true;
    r = await get();
    expect(r.json()).toEqual({ answer: 'two' });
    expect(r.headers['x-data-stale']).toBe('2026-11-28T12:00:01.000Z');
  });

  it('keeps nothing for a signed-in request, another language or a route that is not public', async () => {
    await get('/api/reception/thing', { 'x-access-token': 'anything' });
    await get('/api/sys/thing');
    down = true;
    expect((await get()).statusCode).toBe(503);
    expect((await get('/api/sys/thing')).statusCode).toBe(503);
    down = false;
    await get('/api/reception/thing', { 'accept-language': 'zh' });
    down = true;
    expect((await get()).statusCode).toBe(503);
    expect((await get('/api/reception/thing', { 'accept-language': 'zh' })).statusCode).toBe(200);
  });

  it('holds at most maxBytes of bodies, the oldest written over first, each given back byte for byte', async () => {
    const small = Fastify();
    registerStaleReads(small, { base: '/api', maxBytes: 100 });
    let off = false;
    // 22 UTF-8 bytes a body (its four Chinese characters are 12 of them).
    small.get('/api/reception/n/:n', { config: { access: 'public' } }, async (request, reply) => {
      if (off) return reply.code(503).send({ success: false, message: 'databaseUnavailable' });
      const n = String((request.params as { n: string }).n).padStart(2, '0');
      return reply.type('application/json').send(`{"n":"${n}城市数据"}`);
    });
    await small.ready();
    const ask = (n: number) => small.inject({ method: 'GET', url: `/api/reception/n/${n}` });
    for (let n = 0; n < 12; n++) await ask(n);
    off = true;
    // 12 bodies of 22 bytes in 100: four a lap of the buffer, so the third lap (bodies 8 to 11) is what is held.
    for (let n = 0; n < 8; n++) expect((await ask(n)).statusCode).toBe(503);
    for (let n = 8; n < 12; n++) {
      const r = await ask(n);
      expect(r.statusCode).toBe(200);
      expect(r.body).toBe(`{"n":"${String(n).padStart(2, '0')}城市数据"}`);
      expect(r.headers['content-type']).toContain('application/json');
    }
    await small.close();
  });
});
