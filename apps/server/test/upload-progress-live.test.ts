import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../src/db/schema/index.js';
import type { Principal } from '../src/lib/principal.js';
import { sessionPasses } from '../src/lib/session-passes.js';
import type { SessionsRepository } from '../src/modules/auth/sessions.repository.js';
import { sessionsService } from '../src/modules/auth/sessions.service.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, headers, seriesMaker } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/**
 * Issue 17: the uploader reads how far a large upload has got WHILE it runs, on PGlite too, whose one connection
 * the upload's transaction holds (the session look-up of the progress request used to wait for the upload's end).
 * On PGlite the uploader's own session is lent past the busy database (`lib/session-passes.ts`); on PostgreSQL
 * the look-up never waits. The same test runs on both engines.
 */
let t: TestContext;
let ids: Awaited<ReturnType<typeof demoIds>>;
let staff: { token: string; userId: number };

beforeAll(async () => {
  t = await buildTestApp({ env: { UPLOAD_BATCH_ROWS: '500' } });
  ids = await demoIds(t.database.db);
  staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload', 'series:add'] });
});
afterAll(() => t?.close());

describe('the progress of a large upload while it runs', () => {
  it('answers the uploader with the rows read before the upload ends, in well under the upload’s time', async () => {
    const series = await seriesMaker(t.app, t.base, staff.token, ids.series('1000'), 1960, {
      en: 'Live progress',
      zh: '实时进度',
    }).next();
    const places = await t.database.db
      .select({ id: cities.id, countryId: cities.countryId })
      .from(cities)
      .where(isNotNull(cities.countryId))
      .orderBy(cities.id)
      .limit(400);
    const rows = places.flatMap((c) =>
      Array.from({ length: 100 }, (_, y) => `${c.countryId},${c.id},${1921 + y},${Number(c.id) * 1000 + y}`),
    );
    expect(rows.length).toBeGreaterThanOrEqual(30_000);
    const file = multipartFile('large.csv', ['economy,city,year,value', ...rows].join('\n'));
    const started = await postMultipart(
      t,
      `/city/data/manager/upload/background?seriesId=${series.id}`,
      staff.token,
      file,
    );
    expect(started.statusCode, started.body).toBe(200);
    const { uploadId } = started.json().result;

    const seen: { status: string; rowsRead: number; ms: number }[] = [];
    for (;;) {
      const at = performance.now();
      const res = await t.app.inject({
        url: `${t.base}/city/data/manager/upload/${uploadId}/progress`,
        headers: headers(staff.token),
      });
      expect(res.statusCode, res.body).toBe(200);
      const p = res.json().result as { status: string; rowsRead: number; created?: number | null };
      seen.push({ status: p.status, rowsRead: p.rowsRead, ms: performance.now() - at });
      if (p.status !== 'processing' && p.created != null) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    const running = seen.filter((s) => s.status === 'processing');
    // Read while it ran (not only once it had ended), with rows read growing.
    expect(running.length, JSON.stringify(seen)).toBeGreaterThan(0);
    expect(running.some((s) => s.rowsRead > 0 && s.rowsRead < rows.length)).toBe(true);
    // Each answer while it ran came at once, not when the database was free again (it took 14 s on PGlite before).
    for (const s of running) expect(s.ms).toBeLessThan(3000);
    for (let i = 1; i < running.length; i++) {
      expect(running[i]?.rowsRead).toBeGreaterThanOrEqual(running[i - 1]?.rowsRead ?? 0);
    }
    expect(seen.at(-1)).toMatchObject({ status: 'done', rowsRead: rows.length });
  });
});

describe('sessions lent past a busy database (lib/session-passes.ts)', () => {
  const principal: Principal = {
    userId: 7,
    username: 'uploader',
    tenantId: 0,
    tenantIds: [0],
    orgCode: null,
    countryId: null,
    cityId: null,
    roles: [],
    permissions: new Set(['city:data:upload']),
    isSuperAdmin: false,
    tokenHash: '',
  };
  // A database held by a long transaction: the look-up never answers.
  const held = { findLive: () => new Promise(() => {}) } as unknown as SessionsRepository;
  const pending = Symbol('still waiting');
  const within = <T>(p: Promise<T>, ms: number) =>
    Promise.race([p, new Promise<typeof pending>((r) => setTimeout(() => r(pending), ms))]);

  it('lends only the held session, only after the database kept it waiting, and only while it is held', async () => {
    const passes = sessionPasses(30);
    const sessions = sessionsService(held, undefined, passes);
    const token = 'the-uploaders-token';
    const { hashToken } = await import('../src/modules/auth/sessions.service.js');
    const mine = { ...principal, tokenHash: hashToken(token) };
    // Not held: the request waits for the database, as before.
    expect(await within(sessions.authenticate(token), 100)).toBe(pending);
    const release = passes.hold(mine);
    expect(await within(sessions.authenticate(token), 100)).toMatchObject({ userId: 7, tokenHash: mine.tokenHash });
    // Another session is never lent one that is held.
    expect(await within(sessions.authenticate('someone-else'), 100)).toBe(pending);
    // A tenant the session does not belong to is not lent either.
    expect(await within(sessions.authenticate(token, '5'), 100)).toBe(pending);
    release();
    release(); // twice: still released once
    expect(await within(sessions.authenticate(token), 100)).toBe(pending);
  });

  it('answers from the database when it answers in time (a pass never hides a revoked session)', async () => {
    const passes = sessionPasses(200);
    const revoked = { findLive: async () => ({ state: 'revoked' }) } as unknown as SessionsRepository;
    const sessions = sessionsService(revoked, undefined, passes);
    const { hashToken } = await import('../src/modules/auth/sessions.service.js');
    passes.hold({ ...principal, tokenHash: hashToken('t') });
    await expect(sessions.authenticate('t')).rejects.toMatchObject({ status: 401 });
  });
});
