import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import type { Database } from '../src/db/client.js';
import { migrate } from '../src/db/migrate.js';
import { createTestDatabase } from './test-database.js';

const dist = mkdtempSync(path.join(tmpdir(), 'csp-dist-'));
let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>spa</title>');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'app-abc123.js.gz'), gzipSync('console.log(1)'));
  database = await createTestDatabase();
  await migrate(database);
  const config = loadConfig({ WEB_DIST_DIR: dist, DATA_DIR: dist, LOG_LEVEL: 'silent' });
  app = await buildApp({ config, database, logger: false });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('web app hosting', () => {
  it.each(['/client/homePage', '/dashboard/analysis', '/user/login?redirect=%2Fx', '/'])(
    'serves index.html for the client route %s',
    async (url) => {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<title>spa</title>');
    },
  );

  it('serves hashed assets with a long cache life', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the precompressed copy to a client that accepts gzip', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe('console.log(1)');
  });

  it('answers a missing file or API path with 404, not the page', async () => {
    expect((await app.inject({ url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ url: '/api/unknown/route' });
    expect(api.statusCode).toBe(404);
    expect(api.json().message).toBe('notFound');
  });
});
