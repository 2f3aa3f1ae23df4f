import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CachedChart,
  chartCache,
  envelopeClose,
  envelopeOpen,
  replyBytes,
  replyText,
  resultJson,
} from '../src/modules/stats/chart-cache.js';
import { seenKeys } from '../src/modules/stats/seen-keys.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoApp } from './stats-fixtures.js';

const entry = (text: string): CachedChart => ({
  head: Buffer.concat([envelopeOpen, Buffer.from(text), envelopeClose]),
  etag: `W/"${text}"`,
});
/** The result text of an answer, if any. */
const json = (answer: CachedChart | undefined) => answer && resultJson(answer);

describe('chart cache (bounded LRU per publication version)', () => {
  it('evicts the least recently used beyond its entry and size bounds', () => {
    const cache = chartCache({ maxEntries: 3, maxChars: 10_000 });
    for (const k of ['a', 'b', 'c']) cache.set(1, k, entry(k));
    expect(json(cache.get(1, 'a'))).toBe('a'); // a is now the most recent
    cache.set(1, 'd', entry('d'));
    expect(cache.get(1, 'b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => json(cache.get(1, k)))).toEqual(['a', 'c', 'd']);
    const small = chartCache({ maxEntries: 100, maxChars: 300 });
    for (let i = 0; i < 10; i += 1) small.set(1, `k${i}`, entry('x'.repeat(60)));
    expect(small.stats().size).toBeLessThanOrEqual(300);
    expect(small.get(1, 'k9')).toBeDefined();
    expect(small.get(1, 'k0')).toBeUndefined();
  });

  it('empties at once on a newer version, and never serves or keeps an older one', async () => {
    const cache = chartCache();
    cache.set(5, 'q', entry('v5'));
    expect(json(cache.get(5, 'q'))).toBe('v5');
    expect(cache.get(6, 'q')).toBeUndefined();
    cache.set(5, 'q', entry('stale'));
    expect(cache.get(6, 'q')).toBeUndefined();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 10));
      return entry('v6');
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answer(6, 'q', compute)));
    expect(runs).toBe(1); // concurrent misses share one computation
    expect(answers.map(json)).toEqual(['v6', 'v6', 'v6']);
    await cache.answer(6, 'old', async () => entry('old'));
    await cache.answer(5, 'old', async () => entry('old'));
    expect(cache.get(6, 'old')).toBeUndefined();
    expect(cache.get(5, 'old')).toBeUndefined();
  });

  it('sends a computed answer as the bytes it was made as, and a kept one as the same text', async () => {
    const cache = chartCache();
    // A result with two-byte text (Chinese names, an escape) and a piece of a larger buffer, as Node's pool gives.
    const result = '{"name":"苏黎世","note":"a\\"b","v":[1.5,null]}';
    const pooled = Buffer.concat([Buffer.from('xxxx'), entry(result).head, Buffer.from('yyyy')]);
    const computed: CachedChart = { head: pooled.subarray(4, pooled.length - 4), etag: 'W/"e"' };
    const first = await cache.answer(1, 'q', async () => computed);
    expect(first.text).toBeUndefined(); // asked once: its bytes only, never made a text
    const second = await cache.answer(1, 'q', async () => computed);
    expect(second.text).toBe(`{"success":true,"message":"success","code":200,"result":${result},"timestamp":`);
    expect(second.head.equals(computed.head)).toBe(true);
    expect(second.head.buffer).not.toBe(pooled.buffer); // kept in a buffer of its own, not the pool's
    expect(second.head.buffer.byteLength).toBe(second.head.length);
    for (const answer of [first, second]) {
      const before = Date.now();
      const fromBytes = JSON.parse(replyBytes(answer).toString('utf8'));
      const fromText = JSON.parse(replyText(answer));
      expect(fromBytes.result).toEqual(JSON.parse(result));
      expect(fromText.result).toEqual(JSON.parse(result));
      expect(fromBytes.timestamp).toBeGreaterThanOrEqual(before);
      expect(fromBytes.timestamp).toBeLessThanOrEqual(Date.now());
      expect(resultJson(answer)).toBe(result);
    }
  });

  it('keeps an answer from the second time its query is asked, under its key and the raw body it came in', async () => {
    const cache = chartCache();
    let runs = 0;
    const compute = async () => {
      runs += 1;
      return entry(`run ${runs}`);
    };
    expect(json(await cache.answer(1, 'q', compute, 'raw-1'))).toBe('run 1');
    expect(cache.get(1, 'q')).toBeUndefined(); // asked once: not kept
    expect(cache.get(1, 'raw-1')).toBeUndefined();
    expect(json(await cache.answer(1, 'q', compute, 'raw-2'))).toBe('run 2');
    expect(json(cache.get(1, 'q'))).toBe('run 2');
    expect(json(cache.get(1, 'raw-2'))).toBe('run 2');
    expect(json(await cache.answer(1, 'q', compute))).toBe('run 2');
    expect(runs).toBe(2);
    expect(cache.stats().entries).toBe(2);
    // A long tail of queries asked once leaves the kept answers alone.
    const tail = chartCache({ maxEntries: 4 });
    await tail.answer(1, 'popular', compute);
    await tail.answer(1, 'popular', compute);
    for (let i = 0; i < 50; i += 1) await tail.answer(1, `once-${i}`, compute);
    expect(tail.get(1, 'popular')).toBeDefined();
    expect(tail.stats().entries).toBe(1);
  });
});

describe('recently asked keys (the admission filter)', () => {
  it('says a key was seen only after it was noted, and forgets it once another key takes its slot', () => {
    const seen = seenKeys();
    expect(seen.seenBefore('a')).toBe(false);
    expect(seen.seenBefore('a')).toBe(true);
    expect(seen.seenBefore('b')).toBe(false);
    expect(seen.seenBefore('a')).toBe(true);
    const one = seenKeys(1); // every key falls on the one slot
    expect(one.seenBefore('a')).toBe(false);
    expect(one.seenBefore('b')).toBe(false);
    expect(one.seenBefore('a')).toBe(false);
    expect(one.seenBefore('a')).toBe(true);
    const many = seenKeys(1 << 14);
    const keys = Array.from({ length: 2000 }, (_, i) => `["${i}","",["1","2"],[],1990,2019,false,"en"]`);
    for (const k of keys) many.seenBefore(k);
    // 2,000 keys in 16,384 slots: about one in ten loses its slot to a later key (as many as ideal hashing would).
    const known = keys.filter((k) => many.seenBefore(k)).length;
    expect(known).toBeGreaterThan(1700);
    expect(known).toBeLessThan(2000);
    expect(() => seenKeys(1000)).toThrow();
  });
});

describe('cached chart replies', () => {
  let t: TestContext;
  let ids: DemoIds;
  beforeAll(async () => ({ t, ids } = await startDemoApp()));
  afterAll(() => t.close());

  it('answers a repeated POST body from the cache and drops it the moment a publication changes', async () => {
    const nzl = ids.country('NZL');
    const body = JSON.stringify({
      seriesId: String(ids.series('3300')),
      countryIds: [String(nzl)],
      startYear: 2015,
      endYear: 2016,
    });
    const post = (lang = 'en') =>
      t.app.inject({
        method: 'POST',
        url: `${t.base}/reception/city/stat/reception/examine/display`,
        headers: { 'content-type': 'application/json', 'accept-language': lang },
        payload: body,
      });
    const first = await post();
    const second = await post();
    expect(second.statusCode).toBe(200);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.json().result).toEqual(first.json().result);
    expect(second.json()).toMatchObject({ success: true, code: 200, message: 'success' });
    expect(first.json().result.data[`economy-${nzl}`].every((v: number | null) => v !== null)).toBe(true);
    const zh = await post('zh');
    expect(zh.json().result.places[0].name).not.toBe(first.json().result.places[0].name);

    const staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:publish'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/data/cityDataSeries/unpublish`,
      headers: headers(staff.token),
      payload: { seriesId: String(ids.series('3300')), countryId: String(nzl) },
    });
    expect(res.json().result.count).toBeGreaterThan(0);
    const after = await post();
    expect(after.headers.etag).not.toBe(first.headers.etag);
    expect(after.json().result.data[`economy-${nzl}`]).toEqual([null, null]);
    expect((await post('zh')).json().result.data[`economy-${nzl}`]).toEqual([null, null]);
  });

  it('answers queries never asked before from the published values held in memory, and follows each change', async () => {
    const aus = ids.country('AUS');
    const seriesId = String(ids.series('3300'));
    const ask = async (startYear: number) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.base}/reception/city/stat/reception/examine/display`,
        payload: { seriesId, countryIds: [String(aus)], startYear, endYear: 2016 },
      });
      expect(res.statusCode).toBe(200);
      return res.json().result.data[`economy-${aus}`] as (number | null)[];
    };
    const before = await ask(2016);
    expect(before[0]).not.toBeNull();
    const staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:publish'] });
    const move = (action: 'unpublish' | 'publish') =>
      t.app.inject({
        method: 'POST',
        url: `${t.base}/data/cityDataSeries/${action}`,
        headers: headers(staff.token),
        payload: { seriesId, countryId: String(aus) },
      });
    expect((await move('unpublish')).json().result.count).toBeGreaterThan(0);
    // Different bodies (never cached as replies) read the held values: none is left after the withdrawal.
    expect(await ask(2015)).toEqual([null, null]);
    expect(await ask(2014)).toEqual([null, null, null]);
    expect((await move('publish')).json().result.count).toBeGreaterThan(0);
    const again = await ask(2013);
    expect(again.at(-1)).toBe(before[0]);
    expect(again.every((v) => v !== null)).toBe(true);
  });

  it('still validates a body it has not seen, and refuses malformed JSON with 400', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/examine/display`,
      headers: { 'content-type': 'application/json' },
      payload: '{"seriesId":',
    });
    expect(bad.statusCode).toBe(400);
    const poisoned = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/examine/display`,
      headers: { 'content-type': 'application/json' },
      payload: `{"seriesId":"${ids.series('3300')}","countryIds":["1"],"__proto__":{"x":1}}`,
    });
    expect(poisoned.statusCode).toBe(400);
    const noPlace = await t.app.inject({
      method: 'POST',
      url: `${t.base}/reception/city/stat/reception/examine/display`,
      payload: { seriesId: String(ids.series('3300')) },
    });
    expect(noPlace.statusCode).toBe(400);
  });
});
