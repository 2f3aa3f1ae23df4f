import { count, eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataValues, series, users } from '../src/db/schema/index.js';
import { prepareDatabase } from '../src/db/setup.js';
import { healthRoutes } from '../src/modules/health/health.routes.js';
import { requireDeclaredAccess } from '../src/plugins/permissions.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';

let t: TestContext;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers /health with the database engine', async () => {
    const res = await t.app.inject({ url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: t.database.engine });
  });

  it('answers 503 on /health when the database does not answer', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const gone = { engine: t.database.engine, ping: () => Promise.reject(new Error('connection refused')) };
    await app.register(healthRoutes(gone));
    const res = await app.inject({ url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'unavailable', database: t.database.engine });
    await app.close();
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await t.app.inject({ url: `${t.base}/no/such/thing` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, message: 'notFound', code: 404 });
  });

  it('sends security headers and a request id', async () => {
    const res = await t.app.inject({
      url: `${t.base}/reception/city/cityCouCountry/list`,
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['strict-transport-security']).toContain('max-age=');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    expect(res.headers['x-request-id']).toBe('abc-123');
    // The same on answers that no route gave: unknown paths and the web app's files.
    const missing = await t.app.inject({ url: `${t.base}/no/such/thing` });
    expect(missing.headers['content-security-policy']).toBe(res.headers['content-security-policy']);
    expect(missing.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ url: `${t.base}/docs/json` });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(Object.keys(doc.paths)).toContain(`${t.base}/reception/city/cityCouCountry/list`);
    expect(doc.paths[`${t.base}/reception/city/cityCouCity/list/{id}`].get.parameters[0].name).toBe('id');
  });

  it('knows the access rule of every API route', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(3);
    for (const r of t.app.apiRoutes) expect(r.access).toBeTruthy();
  });

  it('refuses to start with a route that declares no access', async () => {
    const app = Fastify();
    requireDeclaredAccess(app, '/api');
    expect(() => app.get('/api/forgotten', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  it('serves the home page content with sanitized rich text', async () => {
    const res = await t.app.inject({ url: `${t.base}/reception/index/cityIndexContent/content` });
    const content = res.json().result.cityIndexContent;
    expect(content.contentEn).toContain('APEC');
    expect(content.contentZh).toContain('经济体');
    expect(content.contentEn).toContain('target="_blank"');
    expect(content.contentEn).toContain('rel="noopener noreferrer"');
  });

  it('loads the demo data published, once, with an administrator whose password is hashed', async () => {
    const db = t.database.db;
    const [values] = await db.select({ n: count() }).from(dataValues).where(eq(dataValues.status, 'published'));
    expect(values?.n).toBeGreaterThan(5000);
    const [indicators] = await db.select({ n: count() }).from(series).where(eq(series.level, 2));
    expect(indicators?.n).toBeGreaterThanOrEqual(8);
    const again = await prepareDatabase(t.database, { seedDemo: true, adminPassword: testAdminPassword });
    expect(again.demoValues).toBe(0);
    const [after] = await db.select({ n: count() }).from(dataValues);
    expect(after?.n).toBe(values?.n);
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(admin?.passwordHash).not.toContain(testAdminPassword);
  });
});
