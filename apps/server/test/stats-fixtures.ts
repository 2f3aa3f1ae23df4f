import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../src/db/client.js';
import { cities, countries, dimensions, roles, series, userRoles } from '../src/db/schema/index.js';
import { loadDemoFiles } from '../src/db/seed/demo-files.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/** The demo values as the committed files hold them: series number → economy code → year → value. */
export function demoValues() {
  const out = new Map<string, Map<string, Map<number, number>>>();
  for (const v of loadDemoFiles().values) {
    const byEconomy = out.get(v.series_number) ?? new Map<string, Map<number, number>>();
    out.set(v.series_number, byEconomy);
    const byYear = byEconomy.get(v.economy) ?? new Map<number, number>();
    byEconomy.set(v.economy, byYear);
    byYear.set(v.year, v.value);
  }
  return (seriesNumber: string, economy: string) => out.get(seriesNumber)?.get(economy) ?? new Map<number, number>();
}

/** Ids of the demo rows, looked up by code, number or name. */
export async function demoIds(db: Db) {
  const countryRows = await db.select().from(countries);
  const cityRows = await db.select().from(cities);
  const seriesRows = await db.select().from(series);
  const typeRows = await db.select().from(dimensions);
  const must = <T>(v: T | undefined, what: string): T => {
    if (v === undefined) throw new Error(`demo: no ${what}`);
    return v;
  };
  return {
    country: (code: string) =>
      must(
        countryRows.find((c) => c.code === code),
        code,
      ).id,
    city: (nameEn: string) =>
      must(
        cityRows.find((c) => c.nameEn === nameEn),
        nameEn,
      ),
    series: (number: string) =>
      must(
        seriesRows.find((s) => s.number === number),
        number,
      ).id,
    type: (number: string, code: string) => {
      const s = must(
        seriesRows.find((x) => x.number === number),
        number,
      );
      return must(
        typeRows.find((t) => t.seriesId === s.id && t.code === code),
        `${number}/${code}`,
      ).id;
    },
  };
}

export type DemoIds = Awaited<ReturnType<typeof demoIds>>;

/** The app on the demo data (a database of the test file's own) and the ids of the demo rows. */
export async function startDemoApp(): Promise<{ t: TestContext; ids: DemoIds }> {
  const t = await buildTestApp();
  return { t, ids: await demoIds(t.database.db) };
}

/** `startDemoApp` and a staff user holding exactly `perms`, signed in. */
export async function startDemoAppWithStaff(perms: string[]) {
  const { t, ids } = await startDemoApp();
  return { t, ids, staff: await signedInUser(t.app, t.database.db, { perms }) };
}

/** A regional administrator of an economy or a city, holding the given permissions. */
export async function regionalAdmin(
  app: FastifyInstance,
  db: Db,
  options: { perms: string[]; countryId?: number; cityId?: number },
) {
  const user = await signedInUser(app, db, options);
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'regional_admin'));
  if (!role) throw new Error('no regional_admin role');
  await db.insert(userRoles).values({ userId: user.userId, roleId: role.id });
  return user;
}

/** Equal to 1e-9 relative (the derived-value budget of issue 4). */
export function expectRelClose(actual: number | null | undefined, expected: number, what = '') {
  expect(actual, what).not.toBeNull();
  expect(actual, what).toBeDefined();
  const a = actual as number;
  const scale = Math.max(Math.abs(expected), Number.MIN_VALUE);
  expect(Math.abs(a - expected) / scale, `${what}: ${a} vs ${expected}`).toBeLessThanOrEqual(1e-9);
}

export const headers = (token: string) => ({ 'x-access-token': token });

/**
 * Adds a series through the API as `token`: a level-2 series unless `fields` (the add form's fields) says
 * otherwise. The add must succeed; gives the new series' id.
 */
export async function addSeries(
  t: { app: FastifyInstance; base: string },
  token: string,
  fields: Record<string, unknown>,
): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `${t.base}/series/citySerSeries/add`,
    headers: headers(token),
    payload: { level: 2, ...fields },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id as string;
}

/**
 * New empty series under series 1000 for tests that upload into a series of their own: numbers from `first` + 1
 * up, named `<nameEn|nameZh> <number>`. `next()` adds one and gives its id and number.
 */
export function seriesMaker(
  app: FastifyInstance,
  base: string,
  token: string,
  parentId: number,
  first: number,
  names: { en: string; zh: string },
) {
  let number = first;
  return {
    async next(): Promise<{ id: string; number: string }> {
      number += 1;
      const id = await addSeries({ app, base }, token, {
        pid: String(parentId),
        number: String(number),
        nameEn: `${names.en} ${number}`,
        nameZh: `${names.zh} ${number}`,
      });
      return { id, number: String(number) };
    },
  };
}

/**
 * `seriesMaker` for a test file whose app starts in `beforeAll` (`started` gives it then): series under demo
 * series 1000, added as `staff`. `newSeries()` gives a new one's id, `lastNumber()` the number of the one made last.
 */
export function fileSeries(
  started: () => { t: TestContext; ids: DemoIds; staff: { token: string } },
  first: number,
  names: { en: string; zh: string },
) {
  let maker: ReturnType<typeof seriesMaker> | undefined;
  let last = '';
  return {
    async newSeries(): Promise<string> {
      const { t, ids, staff } = started();
      maker ??= seriesMaker(t.app, t.base, staff.token, ids.series('1000'), first, names);
      const made = await maker.next();
      last = made.number;
      return made.id;
    },
    lastNumber: () => last,
  };
}
