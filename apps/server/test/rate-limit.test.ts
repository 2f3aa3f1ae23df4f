import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: { RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => t.close());

describe('request budget per address', () => {
  it('answers 429 tooManyRequests past the budget of API calls, but never counts /health', async () => {
    for (let i = 0; i < 5; i++) expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
    const url = `${t.base}/reception/city/cityCouCountry/list`;
    for (let i = 0; i < 3; i++) expect((await t.app.inject({ url })).statusCode).toBe(200);
    const over = await t.app.inject({ url });
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ success: false, message: 'tooManyRequests' });
    expect((await t.app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
