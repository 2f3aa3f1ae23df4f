import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, cityNames, countries } from '../src/db/schema/index.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

interface Hit {
  kind: string;
  id: string;
  nameEn: string;
  nameZh: string;
  countryId: string | null;
  matched: string | null;
  hasFigures: boolean;
}
interface Result {
  cities: Hit[];
  economies: Hit[];
  indicators: Hit[];
}

const get = (q: string, extra = '', headers: Record<string, string> = {}) =>
  t.app.inject({ url: `${t.base}/reception/search?q=${encodeURIComponent(q)}${extra}`, headers });
async function search(q: string, extra = ''): Promise<Result> {
  const res = await get(q, extra);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('the explorer search (issue 19)', () => {
  it('finds a city by its Chinese name, with both names and its economy', async () => {
    const { cities: found } = await search('悉尼');
    expect(found[0]).toMatchObject({ kind: 'city', nameEn: 'Sydney', nameZh: '悉尼', hasFigures: true });
    const [australia] = await t.database.db.select().from(countries).where(eq(countries.code, 'AUS'));
    expect(found[0]?.countryId).toBe(String(australia?.id));
  });

  it('finds a city by pinyin without tones, joined, spaced or in capitals', async () => {
    for (const q of ['xini', 'xi ni', 'XI NI', 'Ｘｉｎｉ']) {
      const { cities: found } = await search(q);
      expect(found[0], q).toMatchObject({ nameEn: 'Sydney', matched: 'xi ni' });
    }
    // Initials of the syllables find a city too (Beijing: bj).
    expect((await search('bj', '&limit=50')).cities.map((c) => c.nameEn)).toContain('Beijing');
  });

  it('finds a city by English name case- and width-insensitively, exact before prefix before contains', async () => {
    for (const q of ['sydney', 'ＳＹＤＮＥＹ', '  Sydney ']) {
      expect((await search(q)).cities[0]?.nameEn, q).toBe('Sydney');
    }
    const found = (await search('syd')).cities;
    expect(found[0]?.nameEn).toBe('Sydney');
  });

  it('finds an economy by its ISO codes and names in both languages', async () => {
    expect((await search('CN')).economies[0]).toMatchObject({ kind: 'economy', nameEn: 'China', matched: 'CN' });
    expect((await search('aus')).economies[0]).toMatchObject({ nameEn: 'Australia' });
    expect((await search('中国')).economies[0]).toMatchObject({ nameEn: 'China', nameZh: '中国' });
    expect((await search('zhongguo')).economies[0]).toMatchObject({ nameEn: 'China' });
  });

  it('finds an indicator by either language and by pinyin, not a group of the tree', async () => {
    const en = (await search('urban population')).indicators;
    expect(en[0]).toMatchObject({ kind: 'indicator', nameEn: 'Urban population', nameZh: '城镇人口', countryId: null });
    expect((await search('城镇人口')).indicators[0]?.nameEn).toBe('Urban population');
    expect((await search('chengzhen renkou')).indicators[0]?.nameEn).toBe('Urban population');
    // "Population" is a group (level 1): not a chartable series, not a hit.
    expect((await search('population')).indicators.map((i) => i.nameEn)).not.toContain('Population');
    expect((await search('gdp')).indicators.length).toBeGreaterThan(1);
  });

  it('finds a city by an alternative name and says which name matched', async () => {
    const [sydney] = await t.database.db.select().from(cities).where(eq(cities.nameEn, 'Sydney'));
    await t.database.db.insert(cityNames).values({ cityId: Number(sydney?.id), lang: 'en', name: 'Harbour City' });
    const found = (await search('harbour')).cities;
    expect(found[0]).toMatchObject({ nameEn: 'Sydney', matched: 'Harbour City' });
  });

  it('hides retired cities', async () => {
    const [added] = await t.database.db
      .insert(cities)
      .values({ countryId: 1, nameZh: '退休城', nameEn: 'Retiredton', longitude: 1, latitude: 1 })
      .returning({ id: cities.id });
    expect((await search('Retiredton')).cities.map((c) => c.id)).toContain(String(added?.id));
    await t.database.db
      .update(cities)
      .set({ retiredAt: new Date() })
      .where(eq(cities.id, Number(added?.id)));
    expect((await search('Retiredton')).cities).toEqual([]);
    expect((await search('tuixiucheng')).cities).toEqual([]);
  });

  it('rebuilds its index when a city is added, renamed or removed by any writer', async () => {
    expect((await search('Newcastleton')).cities).toEqual([]);
    const [added] = await t.database.db
      .insert(cities)
      .values({ countryId: 1, nameZh: '纽卡斯尔顿', nameEn: 'Newcastleton', longitude: 1, latitude: 1 })
      .returning({ id: cities.id });
    const id = String(added?.id);
    expect((await search('Newcastleton')).cities.map((c) => c.id)).toEqual([id]);
    expect((await search('niukasierdun')).cities.map((c) => c.id)).toEqual([id]);
    await t.database.db.execute(sql`update cities set name_en = 'Oldcastleton' where id = ${Number(id)}`);
    expect((await search('Newcastleton')).cities).toEqual([]);
    expect((await search('oldcastleton')).cities.map((c) => c.id)).toEqual([id]);
    await t.database.db.delete(cities).where(eq(cities.id, Number(id)));
    expect((await search('oldcastleton')).cities).toEqual([]);
  });

  it('treats SQL text in q as text', async () => {
    const before = (await search('sydney')).cities;
    for (const q of ["'; drop table cities; --", "x' or '1'='1", '%', '_', '\\']) {
      const res = await get(q);
      expect(res.statusCode, q).toBe(200);
    }
    expect((await search("' or 1=1 --")).cities).toEqual([]);
    expect((await search('sydney')).cities).toEqual(before);
  });

  it('answers nothing for an empty query and bounds the hits by limit', async () => {
    expect(await search('')).toEqual({ cities: [], economies: [], indicators: [] });
    expect(await search('  ')).toEqual({ cities: [], economies: [], indicators: [] });
    const one = await search('s', '&limit=1');
    expect(one.cities.length).toBe(1);
    expect((await search('s')).cities.length).toBe(8);
    expect((await search('s', '&limit=50')).cities.length).toBeLessThanOrEqual(50);
    for (const limit of ['0', '51', '-1', 'x', '1.5']) {
      const res = await get('s', `&limit=${limit}`);
      expect(res.statusCode, limit).toBe(400);
      expect(res.json().message).toBe('validationFailed');
    }
  });

  it('refuses NUL with the standard 400 and an over-long q with a localized 400', async () => {
    const nul = await t.app.inject({ url: `${t.base}/reception/search?q=a%00b` });
    expect([nul.statusCode, nul.json().message]).toEqual([400, 'textInvalidCharacter']);
    const long = 'x'.repeat(101);
    const en = await get(long);
    expect(en.statusCode).toBe(400);
    expect(en.json().result.errors[0]).toMatchObject({ field: 'q', message: 'No more than 100 characters' });
    const zh = await get(long, '', { 'accept-language': 'zh-CN' });
    expect(zh.json().result.errors[0]).toMatchObject({ field: 'q', message: '长度不能超过100个字符' });
    expect((await get('x'.repeat(100))).statusCode).toBe(200);
  });

  it('is public: no session needed', async () => {
    const res = await get('sydney');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-ratelimit-limit']).toBeDefined();
  });
});
