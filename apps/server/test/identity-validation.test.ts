import { isPasswordAcceptable, messages } from '@csp/contract';
import { count } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityRoutes } from '../src/app.js';
import * as schema from '../src/db/schema/index.js';
import { geoRepository } from '../src/modules/geo/geo.repository.js';
import { mailModule } from '../src/modules/mail/mail.module.js';
import { requireDeclaredAccess } from '../src/plugins/permissions.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, knownCaptcha, login } from './identity-fixtures.js';

/** SPEC §5 as a table, and bad input on every route of identity and access: 400, the field, localized text, nothing stored. */
let t: TestContext;
let admin = '';
const adminUsername = 'admin';
beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: { OPEN_ACCOUNT_RATE_PER_MINUTE: '10000' } });
  admin = (await login(t.app, t.database.db, adminUsername, testAdminPassword)).json().result.token;
}, 180_000);
afterAll(() => t.close());

const zh = { 'accept-language': 'zh-CN,zh;q=0.9' };
const request = (method: string, url: string, payload?: object, token = admin) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...zh, 'x-access-token': token },
    ...(payload ? { payload } : {}),
  });
const enc = (plain: string, captchaKey?: string) => encryptPassword(t.app, plain, { captchaKey });
let serial = 0;
async function register(fields: { username?: string; email?: string; password?: string; confirm?: string }) {
  serial += 1;
  const password = fields.password ?? 'Valid#Pass1';
  const captcha = await knownCaptcha(t.app, t.database.db);
  return request('POST', '/sys/user/register', {
    username: fields.username ?? `spec5_${serial}`,
    email: fields.email ?? `spec5_${serial}@example.org`,
    password: await enc(password, captcha.checkKey),
    confirmPassword: await enc(fields.confirm ?? password, captcha.checkKey),
    ...captcha,
  });
}
const firstError = (res: { json(): { result: { errors: { field: string; message: string }[] } } }) =>
  res.json().result.errors[0] as { field: string; message: string };

describe('SPEC §5 password rule', () => {
  const cases: [string, boolean, string][] = [
    ['Abcdefg1', true, 'upper, lower, digit; 8 characters'],
    ['abcdefg1!', true, 'lower, digit, special'],
    ['ABCDEF1!', true, 'upper, digit, special'],
    ['Abcdefgh!', true, 'upper, lower, special'],
    ['Abcdefghij1!', true, '12 characters, four classes'],
    ['Abc 1234', true, 'space counts as a special symbol'],
    ['Abcde1!', false, '7 characters'],
    ['Abcdefghij12!', false, '13 characters'],
    ['abcdefgh', false, 'one class'],
    ['abcd1234', false, 'two classes: lower, digit'],
    ['ABCD!@#$', false, 'two classes: upper, special'],
    ['12345678', false, 'digits only'],
    ['密码Abcd12', false, 'non-ASCII characters'],
  ];
  const ruleText = '请输入8-12位密码，至少包含数字、小写字母、大写字母和特殊符号四类中的三类';

  it('keeps the exact Chinese message of SPEC §5', () => {
    expect(messages.passwordRule.zh).toBe(ruleText);
    expect(messages.passwordNotMatch.zh).toBe('两次输入的密码不一样');
  });

  it.each(cases)('%s → %s (%s), in the shared rule and at registration', async (password, accepted) => {
    expect(isPasswordAcceptable(password)).toBe(accepted);
    const res = await register({ password });
    if (accepted) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('passwordRule');
      expect(res.json().result.text).toBe(ruleText);
      expect(firstError(res)).toEqual({ field: 'password', message: ruleText });
    }
  });

  it('applies the rule and its message to a password change and to an administrator-set password', async () => {
    const change = await request('POST', '/sys/user/updatePassword', {
      username: adminUsername,
      oldpassword: await enc(testAdminPassword),
      password: await enc('abcdefgh'),
      confirmpassword: await enc('abcdefgh'),
    });
    expect(change.statusCode).toBe(400);
    expect(firstError(change)).toEqual({ field: 'password', message: ruleText });
    const add = await request('POST', '/sys/user/add', {
      username: 'ruled_user',
      realname: 'Ruled',
      password: await enc('short'),
      confirmPassword: await enc('short'),
    });
    expect(firstError(add)).toEqual({ field: 'password', message: ruleText });
  });
});

describe('SPEC §5 other rules', () => {
  it('requires the two entries to match (registration, change, administrator)', async () => {
    const reg = await register({ password: 'Valid#Pass1', confirm: 'Valid#Pass2' });
    expect(reg.statusCode).toBe(400);
    expect(firstError(reg)).toEqual({ field: 'confirmPassword', message: '两次输入的密码不一样' });
    const change = await request('POST', '/sys/user/updatePassword', {
      username: adminUsername,
      oldpassword: await enc(testAdminPassword),
      password: await enc('Valid#Pass1'),
      confirmpassword: await enc('Valid#Pass2'),
    });
    expect(firstError(change)).toEqual({ field: 'confirmpassword', message: '两次输入的密码不一样' });
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/updatePassword',
      headers: { 'x-access-token': admin },
      payload: {
        username: adminUsername,
        oldpassword: await enc(testAdminPassword),
        password: await enc('Valid#Pass1'),
        confirmpassword: await enc('Valid#Pass2'),
      },
    });
    expect(firstError(en).message).toBe('the two passwords entered are not the same');
  });

  it('asks for each password of the change form with its own message', async () => {
    const res = await request('POST', '/sys/user/updatePassword', { username: adminUsername });
    expect(res.statusCode).toBe(400);
    expect(res.json().result.errors).toEqual(
      expect.arrayContaining([
        { field: 'oldpassword', message: '请输入旧密码' },
        { field: 'password', message: '请输入新密码' },
        { field: 'confirmpassword', message: '请确认新密码' },
      ]),
    );
  });

  it.each(['plainaddress', 'a@b', 'two@@example.org', 'space in@example.org', '@example.org'])(
    'refuses the mailbox %s',
    async (email) => {
      const res = await register({ email });
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toEqual({ field: 'email', message: messages.mailboxIsIncorrect.zh });
    },
  );

  it('refuses a duplicate username and a duplicate mailbox (case-insensitive)', async () => {
    expect((await register({ username: 'dup_user', email: 'dup@example.org' })).statusCode).toBe(200);
    const name = await register({ username: 'dup_user' });
    expect(name.statusCode).toBe(409);
    expect(firstError(name)).toEqual({ field: 'username', message: messages.userNameNotRepeated.zh });
    const mail = await register({ email: 'DUP@example.org' });
    expect(mail.statusCode).toBe(409);
    expect(firstError(mail)).toEqual({ field: 'email', message: messages.mailboxNotDuplicate.zh });
    const check = await request('GET', '/sys/user/checkOnlyUser?username=dup_user');
    expect(check.statusCode).toBe(409);
    expect((await request('GET', '/sys/user/checkOnlyUser?username=free_name')).statusCode).toBe(200);
    expect((await request('POST', '/sys/user/check/email/0', { email: 'Dup@example.org' })).statusCode).toBe(409);
  });

  it.each([
    ['管理员', false],
    ['admin中文', false],
    ['ops_admin', true],
    ['data-reviewer2', true],
  ])('role code %s accepted: %s', async (roleCode, accepted) => {
    serial += 1;
    const res = await request('POST', '/sys/role/add', { roleCode, roleName: `Role ${serial}` });
    if (accepted) {
      expect(res.statusCode).toBe(200);
    } else {
      expect(res.statusCode).toBe(400);
      expect(firstError(res)).toEqual({ field: 'roleCode', message: '角色编码不能包含中文字符' });
    }
  });

  it('refuses a duplicate role name with roleNameNotCannot', async () => {
    expect((await request('POST', '/sys/role/add', { roleCode: 'dup_role_a', roleName: 'Same name' })).statusCode).toBe(
      200,
    );
    const res = await request('POST', '/sys/role/add', { roleCode: 'dup_role_b', roleName: 'Same name' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('roleNameNotCannot');
    expect(firstError(res).field).toBe('roleName');
  });

  it('allows letters, numbers, underscore and space in name fields only', async () => {
    const res = await request('POST', '/sys/role/add', { roleCode: 'named', roleName: 'Bad<name>' });
    expect(firstError(res)).toEqual({ field: 'roleName', message: messages.nameCharacters.zh });
    expect((await request('POST', '/sys/role/add', { roleCode: 'named', roleName: '数据 管理_2' })).statusCode).toBe(
      200,
    );
  });
});

/** One bad request per route of identity and access; routes without input are listed apart. */
const badInput: Record<string, [string, object | undefined]> = {
  'GET /api/sys/randomImage/:key': ['/sys/randomImage/bad%20key!', undefined],
  'POST /api/sys/login': ['/sys/login', { username: '', password: 'x', captcha: 'x', checkKey: 'k' }],
  'GET /api/sys/user/checkOnlyUser': ['/sys/user/checkOnlyUser?username=', undefined],
  'POST /api/sys/user/check/email/:id': ['/sys/user/check/email/0', { email: 'not-a-mailbox' }],
  'POST /api/sys/user/register': ['/sys/user/register', { username: 'x y', email: 'bad' }],
  'POST /api/sys/user/forgetPassword/sendCode': [
    '/sys/user/forgetPassword/sendCode',
    { username: 'admin', email: 'bad' },
  ],
  'POST /api/sys/user/passwordChange': ['/sys/user/passwordChange', { username: 'admin', code: '12' }],
  'POST /api/sys/selectDepart': ['/sys/selectDepart', { username: 'admin' }],
  'POST /api/sys/user/updatePassword': ['/sys/user/updatePassword', { username: 'admin' }],
  'GET /api/sys/dict/getDictItems/:code': ['/sys/dict/getDictItems/%20', undefined],
  'GET /api/sys/duplicate/check': ['/sys/duplicate/check?tableName=sys_user', undefined],
  'GET /api/sys/loginLog/list': ['/sys/loginLog/list?pageSize=0', undefined],
  'GET /api/sys/user/list': ['/sys/user/list?pageNo=0', undefined],
  'GET /api/sys/user/queryById': ['/sys/user/queryById?id=abc', undefined],
  'GET /api/sys/user/queryUserRole': ['/sys/user/queryUserRole?userid=x', undefined],
  'POST /api/sys/user/add': ['/sys/user/add', { username: 'ok_name', realname: 'Name', email: 'bad' }],
  'PUT /api/sys/user/edit': ['/sys/user/edit', { id: '1', email: 'bad' }],
  'DELETE /api/sys/user/delete': ['/sys/user/delete?id=x', undefined],
  'DELETE /api/sys/user/deleteBatch': ['/sys/user/deleteBatch?ids=a,b', undefined],
  'PUT /api/sys/user/frozenBatch': ['/sys/user/frozenBatch', { ids: '1', status: '3' }],
  'POST /api/sys/user/pass': ['/sys/user/pass', { ids: '' }],
  'PUT /api/sys/user/changePassword': ['/sys/user/changePassword', { username: 'admin' }],
  'PUT /api/sys/user/reset': ['/sys/user/reset', { id: 'x' }],
  'PUT /api/sys/user/unlock': ['/sys/user/unlock', { id: 'x' }],
  'GET /api/sys/user/userRoleList': ['/sys/user/userRoleList', undefined],
  'POST /api/sys/user/addSysUserRole': ['/sys/user/addSysUserRole', { roleId: '1', userIdList: [] }],
  'DELETE /api/sys/user/deleteUserRole': ['/sys/user/deleteUserRole?roleId=1', undefined],
  'GET /api/sys/role/list': ['/sys/role/list?order=up', undefined],
  'POST /api/sys/role/add': ['/sys/role/add', { roleCode: '角色', roleName: 'Name' }],
  'PUT /api/sys/role/edit': ['/sys/role/edit', { id: '1', roleName: 'bad!name' }],
  'DELETE /api/sys/role/delete': ['/sys/role/delete?id=', undefined],
  'POST /api/sys/permission/add': ['/sys/permission/add', { menuType: 2, name: 'Button' }],
  'PUT /api/sys/permission/edit': ['/sys/permission/edit', { id: 'x', menuType: 0, name: 'x', url: '/x' }],
  'DELETE /api/sys/permission/delete': ['/sys/permission/delete?id=-1', undefined],
  'GET /api/sys/permission/queryRolePermission': ['/sys/permission/queryRolePermission?roleId=', undefined],
  'POST /api/sys/permission/saveRolePermission': [
    '/sys/permission/saveRolePermission',
    { roleId: '1', permissionIds: 'a' },
  ],
  'GET /api/sys/sysDepart/searchBy': ['/sys/sysDepart/searchBy?keyWord=', undefined],
  'POST /api/sys/sysDepart/add': ['/sys/sysDepart/add', { departName: '' }],
  'PUT /api/sys/sysDepart/edit': ['/sys/sysDepart/edit', { id: '1', orgCode: 'a b' }],
  'DELETE /api/sys/sysDepart/delete': ['/sys/sysDepart/delete?id=x', undefined],
  'GET /api/sys/dict/list': ['/sys/dict/list?column=foo', undefined],
  'POST /api/sys/dict/add': ['/sys/dict/add', { dictCode: 'a b', dictName: 'x' }],
  'PUT /api/sys/dict/edit': ['/sys/dict/edit', { id: '1', dictName: '' }],
  'DELETE /api/sys/dict/delete': ['/sys/dict/delete', undefined],
  'GET /api/sys/dictItem/list': ['/sys/dictItem/list', undefined],
  'POST /api/sys/dictItem/add': ['/sys/dictItem/add', { dictId: '1', itemValue: '', itemText: 'x' }],
  'PUT /api/sys/dictItem/edit': ['/sys/dictItem/edit', { id: '1', status: 5 }],
  'DELETE /api/sys/dictItem/delete': ['/sys/dictItem/delete?id=x', undefined],
  'GET /api/sys/tenant/list': ['/sys/tenant/list?pageSize=1000', undefined],
  'POST /api/sys/tenant/add': ['/sys/tenant/add', { id: -1, name: 'x' }],
  'PUT /api/sys/tenant/edit': ['/sys/tenant/edit', { id: 'x' }],
  'DELETE /api/sys/tenant/delete': ['/sys/tenant/delete?id=abc', undefined],
  'GET /api/sys/position/list': ['/sys/position/list?pageNo=x', undefined],
  'POST /api/sys/position/add': ['/sys/position/add', { code: '', name: 'x' }],
  'PUT /api/sys/position/edit': ['/sys/position/edit', { id: '1', name: 'bad$' }],
  'DELETE /api/sys/position/delete': ['/sys/position/delete', undefined],
  'POST /api/sys/category/add': ['/sys/category/add', { code: 'x', name: '' }],
  'PUT /api/sys/category/edit': ['/sys/category/edit', { id: '1', pid: 'x' }],
  'DELETE /api/sys/category/delete': ['/sys/category/delete?id=x', undefined],
  'GET /api/sys/mail/outbox/list': ['/sys/mail/outbox/list?pageSize=0', undefined],
  'POST /api/sys/sms': ['/sys/sms', { mobile: '12ab', captcha: 'x', checkKey: 'k' }],
  'POST /api/sys/phoneLogin': ['/sys/phoneLogin', { mobile: '13800000000', captcha: '12' }],
  'POST /api/sys/cas/client/validateLogin': ['/sys/cas/client/validateLogin', { ticket: '<x>', service: 's' }],
  'POST /api/sys/thirdLogin/getLoginUser': ['/sys/thirdLogin/getLoginUser', { token: 'short' }],
  'GET /api/sys/thirdLogin/render/:source': ['/sys/thirdLogin/render/bad%20source!', undefined],
  'GET /api/sys/thirdLogin/callback/:source': ['/sys/thirdLogin/callback/bad%20source!', undefined],
  'GET /api/sys/thirdLogin/getLoginUser/:token': ['/sys/thirdLogin/getLoginUser/short', undefined],
  'GET /api/sys/user/exportXls': ['/sys/user/exportXls?status=9', undefined],
  'POST /api/sys/user/importExcel': ['/sys/user/importExcel', {}],
  'GET /api/sys/permission/getPermRuleListByPermId': [
    '/sys/permission/getPermRuleListByPermId?permissionId=x',
    undefined,
  ],
  'POST /api/sys/permission/addPermissionRule': [
    '/sys/permission/addPermissionRule',
    { permissionId: '1', ruleName: '', ruleColumn: 'year', ruleConditions: '=', ruleValue: '1' },
  ],
  'PUT /api/sys/permission/editPermissionRule': ['/sys/permission/editPermissionRule', { id: 'x' }],
  'DELETE /api/sys/permission/deletePermissionRule': ['/sys/permission/deletePermissionRule?id=x', undefined],
  'GET /api/sys/role/datarule/:permissionId/:roleId': ['/sys/role/datarule/x/1', undefined],
  'POST /api/sys/role/datarule': ['/sys/role/datarule', { permissionId: '1', roleId: '1', dataRuleIds: 'a' }],
};
const noInput = new Set([
  'GET /api/sys/getRSAPublicKey',
  'POST /api/sys/logout',
  'GET /api/sys/user/getCurrentUserDeparts',
  'GET /api/sys/permission/getUserPermissionByToken',
  'GET /api/sys/role/queryall',
  'GET /api/sys/dict/refleshCache',
  'GET /api/sys/dict/queryAllDictItems',
  'POST /api/sys/rsa/rotate',
  'GET /api/sys/permission/list',
  'GET /api/sys/role/queryTreeList',
  'GET /api/sys/sysDepart/queryTreeList',
  'GET /api/sys/category/list',
  'GET /api/sys/loginSettings',
  // Refused whatever it is sent (tickets travel in the POST form's body).
  'GET /api/sys/cas/client/validateLogin',
  'GET /api/sys/tenant/getCurrentUserTenant',
]);

async function identityRouteList() {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.setSerializerCompiler(serializerCompiler);
  requireDeclaredAccess(probe, '/api');
  const db = t.database.db;
  await probe.register(
    identityRoutes({
      db,
      config: t.config,
      sessions: t.app.sessions,
      mail: mailModule({ db, config: t.config }),
      geo: geoRepository(db),
    }),
    { prefix: '/api' },
  );
  await probe.ready();
  const list = probe.apiRoutes.map((r) => `${r.method} ${r.url}`);
  await probe.close();
  return list;
}

async function tableCounts() {
  const tables = {
    users: schema.users,
    roles: schema.roles,
    userRoles: schema.userRoles,
    permissions: schema.permissions,
    rolePermissions: schema.rolePermissions,
    departments: schema.departments,
    dicts: schema.dicts,
    dictItems: schema.dictItems,
    tenants: schema.tenants,
    positions: schema.positions,
    categories: schema.categories,
    sessions: schema.sessions,
    loginLogs: schema.loginLogs,
    passwordResets: schema.passwordResets,
    mailOutbox: schema.mailOutbox,
    rsaKeys: schema.rsaKeys,
    userTenants: schema.userTenants,
    smsCodes: schema.smsCodes,
    loginHandoffs: schema.loginHandoffs,
    permissionDataRules: schema.permissionDataRules,
    roleDataRules: schema.roleDataRules,
  };
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = (await t.database.db.select({ n: count() }).from(table))[0]?.n ?? -1;
  }
  return out;
}

describe('bad input on every route of identity and access', () => {
  it('has a bad request for every route that takes input', async () => {
    const routes = await identityRouteList();
    expect(routes.length).toBeGreaterThan(60);
    const uncovered = routes.filter((r) => !badInput[r] && !noInput.has(r));
    expect(uncovered).toEqual([]);
    expect(Object.keys(badInput).filter((r) => !routes.includes(r))).toEqual([]);
  });

  it('answers 400 with the field and a localized message, and stores nothing', async () => {
    const before = await tableCounts();
    const wrong: string[] = [];
    for (const [route, [url, payload]] of Object.entries(badInput)) {
      const method = route.split(' ')[0] as string;
      const res = await request(method, url, payload);
      const body = res.json();
      const error = body.result?.errors?.[0];
      const localized = typeof error?.message === 'string' && /[\u4e00-\u9fff]/.test(error.message);
      if (res.statusCode !== 400 || !error?.field || !localized) wrong.push(`${route}: ${res.statusCode} ${res.body}`);
    }
    expect(wrong).toEqual([]);
    expect(await tableCounts()).toEqual(before);
  });

  it('answers dictCodeEmpty for an empty dictionary code', async () => {
    const res = await request('GET', '/sys/dict/getDictItems/%20');
    expect(res.json()).toMatchObject({
      message: 'validationFailed',
      result: { errors: [{ field: 'code', message: '字典Code不能为空!' }] },
    });
  });

  it('fills the limits into length messages', async () => {
    const res = await request('POST', '/sys/role/add', { roleCode: 'x'.repeat(51), roleName: 'Long code' });
    expect(firstError(res)).toEqual({ field: 'roleCode', message: '长度不能超过50个字符' });
  });
});
