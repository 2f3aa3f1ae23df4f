import { messageText, permissions as p } from '@csp/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataValues, permissionDataRules, permissions, roles } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { apiResult, callApi, type TestContext } from './helper.js';
import { startIdentityApp } from './identity-fixtures.js';

/** Data rules of menus: checked when saved, chosen per role, applied to the city data list of the role's users. */
let t: TestContext;
let admin = '';
let listMenu = '';
let usersMenu = '';
let countries: number[] = [];
beforeAll(async () => {
  ({ t, admin } = await startIdentityApp({ demo: true }));
  const db = t.database.db;
  listMenu = String((await db.select().from(permissions).where(eq(permissions.path, '/city/data/list')))[0]?.id);
  usersMenu = String((await db.select().from(permissions).where(eq(permissions.path, '/system/user')))[0]?.id);
  countries = (
    await db.selectDistinct({ id: dataValues.countryId }).from(dataValues).orderBy(asc(dataValues.countryId)).limit(2)
  ).map((r) => r.id);
}, 180_000);
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token = admin) =>
  callApi(t, method, url, { payload, token });
const result = (method: string, url: string, payload?: object, token = admin) =>
  apiResult(t, method, url, { payload, token });
const rule = (over: object) => ({
  permissionId: listMenu,
  ruleName: 'rule',
  ruleColumn: 'year',
  ruleConditions: '>=',
  ruleValue: '2015',
  ...over,
});
type Value = { year: number; countryId: string; status: string };
const list = async (token: string, query = 'pageSize=500') =>
  (await result('GET', `/data/cityDataSeries/list?${query}`, undefined, token)) as { records: Value[]; total: number };

describe('data rules', () => {
  const ids: Record<string, string> = {};
  let reader = { userId: 0, username: '', token: '' };
  let readerRole = '';

  it('refuses rules that are not allow-listed, do not suit the column or carry SQL, storing nothing', async () => {
    const cases = [
      [rule({ ruleColumn: 'password' }), 'ruleColumn', 'dataRuleColumnInvalid'],
      [rule({ ruleColumn: 'year;drop table users' }), 'ruleColumn', 'dataRuleColumnInvalid'],
      [rule({ ruleConditions: 'LIKE' }), 'ruleConditions', 'dataRuleConditionInvalid'],
      [rule({ ruleConditions: 'BETWEEN' }), 'ruleConditions', 'invalidOption'],
      [rule({ ruleValue: '2015 or 1=1' }), 'ruleValue', 'dataRuleValueInvalid'],
      [rule({ ruleColumn: 'country_id', ruleConditions: 'IN', ruleValue: '1,x' }), 'ruleValue', 'dataRuleValueInvalid'],
      [rule({ ruleColumn: 'value', ruleValue: 'NaN' }), 'ruleValue', 'dataRuleValueInvalid'],
      [rule({ permissionId: usersMenu }), 'permissionId', 'dataRuleNotSupported'],
      [rule({ ruleName: '' }), 'ruleName', 'fieldRequired'],
    ] as const;
    for (const [body, field, key] of cases) {
      const res = await call('POST', '/sys/permission/addPermissionRule', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().result.errors[0]).toEqual({ field, message: messageText(key, 'en') });
    }
    expect(await t.database.db.select().from(permissionDataRules)).toEqual([]);
  });

  it('adds, lists and edits the rules of a menu', async () => {
    ids.recent = (await result('POST', '/sys/permission/addPermissionRule', rule({ ruleName: 'Recent years' }))).id;
    ids.two = (
      await result(
        'POST',
        '/sys/permission/addPermissionRule',
        rule({
          ruleName: 'Two economies',
          ruleColumn: 'country_id',
          ruleConditions: 'IN',
          ruleValue: countries.join(','),
        }),
      )
    ).id;
    ids.off = (
      await result(
        'POST',
        '/sys/permission/addPermissionRule',
        rule({ ruleName: 'Off', ruleColumn: 'status', ruleConditions: '=', ruleValue: 'nothing', status: '0' }),
      )
    ).id;
    const rules = await result('GET', `/sys/permission/getPermRuleListByPermId?permissionId=${listMenu}`);
    expect(rules.map((r: { ruleName: string; status: string }) => [r.ruleName, r.status])).toEqual([
      ['Recent years', '1'],
      ['Two economies', '1'],
      ['Off', '0'],
    ]);
    const bad = await call('PUT', '/sys/permission/editPermissionRule', { id: ids.recent, ruleValue: 'soon' });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'dataRuleValueInvalid']);
    await result('PUT', '/sys/permission/editPermissionRule', { id: ids.recent, ruleValue: '2016' });
    expect(
      (await t.database.db.select().from(permissionDataRules).where(eq(permissionDataRules.name, 'Recent years')))[0]
        ?.value,
    ).toBe('2016');
  });

  it("applies the rules a user's roles hold to the city data list, and only those", async () => {
    reader = await signedInUser(t.app, t.database.db, { perms: [p.cityDataList] });
    readerRole = String(
      (
        await t.database.db
          .select()
          .from(roles)
          .where(eq(roles.code, `role_${reader.username}`))
      )[0]?.id,
    );
    const before = await list(reader.token);
    expect(before.total).toBeGreaterThan(0);
    const all = before.total;
    await result('POST', '/sys/role/datarule', {
      permissionId: listMenu,
      roleId: readerRole,
      dataRuleIds: [ids.recent, ids.two, ids.off].join(','),
    });
    const chosen = await result('GET', `/sys/role/datarule/${listMenu}/${readerRole}`);
    expect(chosen.drChecked.sort()).toEqual([ids.recent, ids.two, ids.off].sort());
    expect(chosen.datarule).toHaveLength(3);
    const narrowed = await list(reader.token);
    expect(narrowed.total).toBeGreaterThan(0);
    expect(narrowed.total).toBeLessThan(all);
    for (const v of narrowed.records) {
      expect(v.year).toBeGreaterThanOrEqual(2016);
      expect(countries.map(String)).toContain(v.countryId);
    }
    const [expected] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(dataValues)
      .where(sql`${dataValues.year} >= 2016 and ${dataValues.countryId} in (${sql.join(countries, sql`, `)})`);
    expect(narrowed.total).toBe(expected?.n);
    // the administrator holds no rules: the whole list
    expect((await list(admin, 'pageSize=1')).total).toBe(all);
    // dropping a rule from the role widens the list again
    await result('POST', '/sys/role/datarule', { permissionId: listMenu, roleId: readerRole, dataRuleIds: ids.two });
    const wider = await list(reader.token);
    expect(wider.total).toBeGreaterThan(narrowed.total);
  });

  it('compares a text value as a parameter, never as SQL', async () => {
    const injected = (
      await result(
        'POST',
        '/sys/permission/addPermissionRule',
        rule({ ruleName: 'Quoted', ruleColumn: 'status', ruleConditions: '=', ruleValue: "published' or '1'='1" }),
      )
    ).id;
    await result('POST', '/sys/role/datarule', { permissionId: listMenu, roleId: readerRole, dataRuleIds: injected });
    expect((await list(reader.token)).total).toBe(0);
    await result('DELETE', `/sys/permission/deletePermissionRule?id=${injected}`);
    expect((await list(reader.token)).total).toBeGreaterThan(0);
  });

  it("refuses rules of another menu and changes to the rules of one's own role", async () => {
    const other = await call('POST', '/sys/role/datarule', {
      permissionId: usersMenu,
      roleId: readerRole,
      dataRuleIds: ids.recent,
    });
    expect([other.statusCode, other.json().message]).toEqual([400, 'dataRuleNotExist']);
    const holder = await signedInUser(t.app, t.database.db, { perms: [p.roleAuthorize] });
    const ownRole = String(
      (
        await t.database.db
          .select()
          .from(roles)
          .where(eq(roles.code, `role_${holder.username}`))
      )[0]?.id,
    );
    const own = await call(
      'POST',
      '/sys/role/datarule',
      { permissionId: listMenu, roleId: ownRole, dataRuleIds: '' },
      holder.token,
    );
    expect([own.statusCode, own.json().message]).toEqual([403, 'notAuthority']);
    const missing = await call('GET', `/sys/role/datarule/${listMenu}/999999`);
    expect([missing.statusCode, missing.json().message]).toEqual([404, 'roleNotExist']);
  });
});
