import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
