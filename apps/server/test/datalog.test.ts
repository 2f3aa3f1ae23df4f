import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, startDemoApp } from './stats-fixtures.js';

/**
 * Data log with version compare (issue 8): a version per change of a series (stored snapshots, written in the
 * change's transaction) and of a data value (replayed from its change log), listed per record and compared.
 */
let t: TestContext;
let ids: DemoIds;
let editor: { token: string; userId: number; username: string };
let auditor: { token: string };

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  const db = t.database.db;
  editor = await signedInUser(t.app, db, {
    perms: ['series:list', 'series:add', 'series:edit', 'series:delete', 'city:data:add', 'city:data:edit'],
  });
  auditor = await signedInUser(t.app, db, { perms: ['system:datalog:list'] });
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, token: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${t.base}${url}`,
    headers: { 'x-access-token': token },
    ...(payload ? { payload } : {}),
  });
const read = async (url: string, token = auditor.token) => {
  const res = await call('GET', url, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};
const seriesBody = (over: object) => ({
  level: 2,
  pid: String(ids.series('3000')),
  number: '3900',
  nameEn: 'Versioned series',
  nameZh: '版本指标',
  unitEn: 't',
  unitZh: '吨',
  ...over,
});

describe('series versions', () => {
  it('stores create, edits and delete with who and which request, and compares two versions', async () => {
    const add = await call('POST', '/series/citySerSeries/add', editor.token, seriesBody({}));
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().result.id as string;
    const edit = await call('PUT', '/series/citySerSeries/edit', editor.token, seriesBody({ id, unitEn: 'kt' }));
    expect(edit.statusCode, edit.body).toBe(200);
    // An edit that changes nothing stores no version.
    await call('PUT', '/series/citySerSeries/edit', editor.token, seriesBody({ id, unitEn: 'kt' }));
    await call('PUT', '/series/citySerSeries/edit', editor.token, seriesBody({ id, unitEn: 'Mt', nameEn: 'Renamed' }));
    expect((await call('DELETE', `/series/citySerSeries/delete?id=${id}`, editor.token)).statusCode).toBe(200);

    const versions = await read(`/sys/dataLog/versions?entity=series&id=${id}`);
    expect(versions.map((v: { version: number; action: string }) => [v.version, v.action])).toEqual([
      [1, 'create'],
      [2, 'update'],
      [3, 'update'],
      [4, 'delete'],
    ]);
    expect(versions[1]).toMatchObject({
      userId: String(editor.userId),
      username: editor.username,
      requestId: edit.headers['x-request-id'],
      snapshot: { number: '3900', unitEn: 'kt', nameEn: 'Versioned series' },
    });
    expect(versions[3].snapshot).toBeNull();
    expect(versions[0].snapshot).not.toHaveProperty('updatedAt');

    const compared = await read(`/sys/dataLog/compare?entity=series&id=${id}&left=1&right=3`);
    const changed = compared.fields
      .filter((f: { changed: boolean }) => f.changed)
      .map((f: { field: string }) => f.field);
    expect(changed.sort()).toEqual(['nameEn', 'unitEn']);
    expect(compared.fields).toContainEqual({ field: 'unitEn', left: 't', right: 'Mt', changed: true });
    expect(compared.fields).toContainEqual({ field: 'number', left: '3900', right: '3900', changed: false });
    // Fields in the table's column order, not jsonb's.
    expect(compared.fields.slice(0, 4).map((f: { field: string }) => f.field)).toEqual([
      'id',
      'pid',
      'level',
      'number',
    ]);

    const records = await read('/sys/dataLog/records?entity=series&keyword=3900');
    expect(records.records).toEqual([
      expect.objectContaining({ entity: 'series', id, versions: 4, deleted: true, labelEn: '3900 · Renamed' }),
    ]);
  });

  it('starts with the state before the first recorded change of an existing series (version 0)', async () => {
    const id = String(ids.series('3100'));
    const before = await read(`/series/citySerSeries/queryById?id=${id}`, editor.token);
    const edit = await call('PUT', '/series/citySerSeries/information/edit', editor.token, {
      id,
      contentEn: '<p>New description</p>',
      contentZh: '<p>新说明</p>',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const versions = await read(`/sys/dataLog/versions?entity=series&id=${id}`);
    expect(versions.map((v: { version: number }) => v.version)).toEqual([0, 1]);
    expect(versions[0]).toMatchObject({ action: 'baseline', time: null, snapshot: { nameEn: before.nameEn } });
    const compared = await read(`/sys/dataLog/compare?entity=series&id=${id}&left=0&right=1`);
    const changed = compared.fields
      .filter((f: { changed: boolean }) => f.changed)
      .map((f: { field: string }) => f.field);
    expect(changed.sort()).toEqual(['contentEn', 'contentZh']);
  });
});

describe('data value versions', () => {
  it('lists a value changed through the data screens with its versions, and compares them', async () => {
    const tokyo = ids.city('Tokyo');
    const add = await call('POST', '/data/cityDataSeries/add', editor.token, {
      seriesId: String(ids.series('1100')),
      countryId: String(tokyo.countryId),
      cityId: String(tokyo.id),
      year: 2019,
      value: 41,
    });
    expect(add.statusCode, add.body).toBe(200);
    const id = add.json().result.id as string;
    const edit = await call('PUT', '/data/cityDataSeries/edit', editor.token, { id, value: 42.5, note: 'corrected' });
    expect(edit.statusCode, edit.body).toBe(200);

    const records = await read('/sys/dataLog/records?entity=dataValue&keyword=Tokyo');
    expect(records.records).toContainEqual(
      expect.objectContaining({ entity: 'dataValue', id, versions: 2, deleted: false }),
    );
    expect(records.records.find((r: { id: string }) => r.id === id).labelEn).toMatch(/^1100 · .+ · Tokyo · 2019$/);

    const versions = await read(`/sys/dataLog/versions?entity=dataValue&id=${id}`);
    expect(versions).toMatchObject([
      {
        version: 1,
        action: 'create',
        username: editor.username,
        snapshot: { value: 41, status: 'pending', city: 'Tokyo', year: 2019 },
      },
      { version: 2, action: 'update', note: 'corrected', snapshot: { value: 42.5, status: 'pending' } },
    ]);
    const compared = await read(`/sys/dataLog/compare?entity=dataValue&id=${id}&left=1&right=2`);
    expect(compared.fields.filter((f: { changed: boolean }) => f.changed)).toEqual([
      { field: 'value', left: '41', right: '42.5', changed: true },
    ]);
  });

  it("hides another area's values from a regional reader", async () => {
    const records = await read('/sys/dataLog/records?entity=dataValue&keyword=Tokyo');
    const id = records.records[0].id as string;
    const sydney = ids.city('Sydney');
    const outsider = await signedInUser(t.app, t.database.db, {
      perms: ['system:datalog:list'],
      cityId: sydney.id,
      countryId: sydney.countryId,
    });
    // A regional administrator (of Sydney) who also holds the data log permission.
    const [regional] = await t.database.db.select().from(roles).where(eq(roles.code, 'regional_admin'));
    await t.database.db.insert(userRoles).values({ userId: outsider.userId, roleId: regional?.id as number });
    const res = await call('GET', `/sys/dataLog/versions?entity=dataValue&id=${id}`, outsider.token);
    expect(res.statusCode).toBe(404);
    const theirs = await call('GET', '/sys/dataLog/records?entity=dataValue', outsider.token);
    expect(theirs.json().result.records).toEqual([]);
  });
});

describe('bad input', () => {
  it('answers 400 with the field, and 404 for unknown records or versions', async () => {
    const cases: [string, string][] = [
      ['/sys/dataLog/records?entity=users', 'entity'],
      ['/sys/dataLog/versions?entity=series&id=abc', 'id'],
      ['/sys/dataLog/compare?entity=series&id=1&left=-1&right=1', 'left'],
      ['/sys/dataLog/compare?entity=series&id=1&left=1', 'right'],
    ];
    for (const [url, field] of cases) {
      const res = await call('GET', url, auditor.token);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().result.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
    expect((await call('GET', '/sys/dataLog/versions?entity=series&id=987654', auditor.token)).statusCode).toBe(404);
    const some = (await read('/sys/dataLog/records?entity=series')).records[0];
    const far = await call('GET', `/sys/dataLog/compare?entity=series&id=${some.id}&left=1&right=99`, auditor.token);
    expect(far.statusCode).toBe(404);
  });
});
