import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema/index.js';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('public economies and cities', () => {
  it('lists the 21 APEC economies with English and Chinese names', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.base}/reception/city/cityCouCountry/list` });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, code: 200, message: 'success' });
    expect(body.result).toHaveLength(21);
    const china = body.result.find((c: { code: string }) => c.code === 'CHN');
    expect(china).toMatchObject({ nameEn: 'China', name: '中国', iso2: 'CN' });
    expect(typeof china.id).toBe('string');
    for (const c of body.result) {
      expect(c.nameEn.length).toBeGreaterThan(1);
      expect(c.name).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it('lists the cities of an economy and finds one city', async () => {
    const countries = (await t.app.inject({ url: `${t.base}/reception/city/cityCouCountry/list` })).json().result;
    const australia = countries.find((c: { code: string }) => c.code === 'AUS');
    const res = await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/list/${australia.id}` });
    expect(res.statusCode).toBe(200);
    const cities = res.json().result;
    const sydney = cities.find((c: { nameEn: string }) => c.nameEn === 'Sydney');
    expect(sydney).toMatchObject({ name: '悉尼', countryId: australia.id });
    expect(sydney.latitude).toBeCloseTo(-33.87, 1);
    const one = await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/city/${sydney.id}` });
    expect(one.json().result).toEqual(sydney);
  });

  it('lists the cities of every economy in one reply, each economy as its own list orders them', async () => {
    const countries = (await t.app.inject({ url: `${t.base}/reception/city/cityCouCountry/list` })).json().result;
    const res = await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/all` });
    expect(res.statusCode).toBe(200);
    const all: { id: string; countryId: string }[] = res.json().result;
    let total = 0;
    for (const country of countries) {
      const own = (await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/list/${country.id}` })).json()
        .result;
      expect(all.filter((c) => c.countryId === country.id)).toEqual(own);
      total += own.length;
    }
    expect(all).toHaveLength(total);
    expect(total).toBeGreaterThan(100);
  });

  it('follows every change to the cities at once, whoever writes it (the list is held between changes)', async () => {
    type Listed = { id: string; countryId: string; nameEn: string };
    const all = async (): Promise<Listed[]> =>
      (await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/all` })).json().result;
    const ofCountry = async (countryId: string): Promise<Listed[]> =>
      (await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/list/${countryId}` })).json().result;
    const before = await all();
    const sydney = before.find((c) => c.nameEn === 'Sydney') as Listed;
    expect(await all()).toEqual(before);

    // Written outside the product's code, in statements of their own: added, renamed, retired, removed.
    const [added] = await t.database.db
      .insert(cities)
      .values({
        countryId: Number(sydney.countryId),
        nameZh: '测试城',
        nameEn: 'Testville',
        longitude: 150,
        latitude: -30,
      })
      .returning({ id: cities.id });
    const id = String(added?.id);
    expect((await all()).map((c) => c.id)).toContain(id);
    expect((await ofCountry(sydney.countryId)).map((c) => c.id)).toContain(id);
    await t.database.db.execute(sql`update cities set name_en = 'Testburg' where id = ${added?.id}`);
    expect((await all()).find((c) => c.id === id)?.nameEn).toBe('Testburg');
    await t.database.db
      .update(cities)
      .set({ retiredAt: new Date() })
      .where(eq(cities.id, Number(id)));
    expect((await all()).map((c) => c.id)).not.toContain(id);
    await t.database.db
      .update(cities)
      .set({ retiredAt: null })
      .where(eq(cities.id, Number(id)));
    expect((await ofCountry(sydney.countryId)).map((c) => c.id)).toContain(id);
    await t.database.db.delete(cities).where(eq(cities.id, Number(id)));
    expect(await all()).toEqual(before);
  });

  it('answers 404 with a message key for an unknown economy or city', async () => {
    const res = await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/list/999999` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, code: 404, message: 'countryNotExist' });
    const city = await t.app.inject({
      url: `${t.base}/reception/city/cityCouCity/city/999999`,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(city.json()).toMatchObject({ message: 'cityNotExist', result: { text: '城市不存在' } });
  });

  it('refuses a malformed id with 400 naming the field, in the language asked', async () => {
    const res = await t.app.inject({ url: `${t.base}/reception/city/cityCouCity/list/abc` });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toBe('validationFailed');
    expect(body.result.text).toBe('Some fields are not valid');
    expect(body.result.errors[0]).toMatchObject({ field: 'id', message: 'Invalid parameters' });
    const zh = await t.app.inject({
      url: `${t.base}/reception/city/cityCouCity/list/abc`,
      headers: { 'accept-language': 'zh' },
    });
    expect(zh.json().result.errors[0].message).toBe('参数错误');
  });
});
