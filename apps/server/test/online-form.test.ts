import { messageKeys, messageText, permissions as p } from '@csp/contract';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onlineForms, permissions, positions } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { login } from './identity-fixtures.js';

/**
 * Online forms (issue 20): definitions over allow-listed tables only (a table or column off the list, SQL or a NUL
 * byte in a name is refused), the spec's limits (16 table-enhance records, a detail grid of at most 4 columns),
 * the menu entry each form gets, and the list/detail/edit views: query fields, paging and sort; edits touch only
 * the fields the form and the allow-list both let users edit; tenant rows stay in their tenant; 401 and 403.
 */
let t: TestContext;
let token = '';
const definePerms = [p.onlineFormList, p.onlineFormAdd, p.onlineFormEdit, p.onlineFormDelete];
const usePerms = [p.onlineFormData, p.onlineFormDataEdit];

beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: { OPEN_ACCOUNT_RATE_PER_MINUTE: '10000' } });
  token = (await signedInUser(t.app, t.database.db, { perms: [...definePerms, ...usePerms] })).token;
  await t.database.db.insert(positions).values([
    ...Array.from({ length: 12 }, (_, i) => ({
      code: `OF${String(i + 1).padStart(2, '0')}`,
      nameZh: `表单职务${i + 1}`,
      nameEn: `Form position ${i + 1}`,
    })),
    { code: 'EVIL', nameZh: "a' OR '1'='1", nameEn: 'literal' },
  ]);
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, who = token, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...(who ? { 'x-access-token': who } : {}), 'accept-language': 'en', ...headers },
    ...(payload ? { payload } : {}),
  });
const result = async (method: string, url: string, payload?: object, who = token) => {
  const res = await call(method, url, payload, who);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().result;
};
/** Field errors as `field:key` (the reply gives the key's English text; texts with filled limits stay text). */
const keyOf = new Map(messageKeys.map((key) => [messageText(key, 'en'), key]));
const fieldsOf = (res: { json(): { result?: { errors?: { field: string; message: string }[] } } }) =>
  (res.json().result?.errors ?? []).map((e) => `${e.field}:${keyOf.get(e.message) ?? e.message}`);

const positionFields = [
  { field: 'code', labelZh: '编码', labelEn: 'Code', query: true, edit: true },
  { field: 'nameZh', labelZh: '中文名称', labelEn: 'Chinese name', query: true, edit: true },
  { field: 'nameEn', labelZh: '英文名称', labelEn: 'English name', edit: true },
  { field: 'createTime', labelZh: '创建时间', labelEn: 'Created', detail: true },
];
const form = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  name: `表单${code}`,
  nameEn: `Form ${code}`,
  tableName: 'positions',
  detailColumns: 3,
  fields: positionFields,
  ...extra,
});
const menuRow = async (code: string) =>
  (
    await t.database.db
      .select()
      .from(permissions)
      .where(eq(permissions.path, `/online/cgform/${code}`))
  )[0];

describe('defining online forms', () => {
  it('adds, reads, lists, changes and deletes a form, with its menu entry under Online development', async () => {
    const { id } = await result('POST', '/online/cgform/head/add', form('pos_a'));
    const stored = await result('GET', `/online/cgform/head/queryById?id=${id}`);
    expect(stored).toMatchObject({ code: 'pos_a', tableName: 'positions', detailColumns: 3, menu: true });
    expect(stored.fields[0]).toMatchObject({ field: 'code', list: true, query: true, edit: true, dictCode: '' });
    const page = await result('GET', '/online/cgform/head/list?code=pos_');
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['pos_a']);

    const menu = await menuRow('pos_a');
    expect(menu).toMatchObject({ component: 'online/CgformAutoList', perms: p.onlineFormData, nameEn: 'Form pos_a' });
    const [parent] = await t.database.db.select().from(permissions).where(eq(permissions.path, '/online'));
    expect(menu?.parentId).toBe(parent?.id);

    await result('PUT', '/online/cgform/head/edit', { id, code: 'pos_b', nameEn: 'Renamed' });
    expect(await menuRow('pos_a')).toBeUndefined();
    expect((await menuRow('pos_b'))?.nameEn).toBe('Renamed');
    await result('PUT', '/online/cgform/head/edit', { id, menu: false });
    expect(await menuRow('pos_b')).toBeUndefined();
    await result('PUT', '/online/cgform/head/edit', { id, menu: true });
    expect(await menuRow('pos_b')).toBeDefined();

    await result('DELETE', `/online/cgform/head/delete?id=${id}`);
    expect(await menuRow('pos_b')).toBeUndefined();
    expect((await call('GET', `/online/cgform/head/queryById?id=${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/online/cgform/head/delete?id=${id}`)).statusCode).toBe(404);
  });

  it("keeps the spec's limits: at most 16 table-enhance records, a detail grid of 1 to 4 columns", async () => {
    const record = (i: number) => ({ nameZh: `查询${i}`, nameEn: `Query ${i}`, filters: { code: `OF${i}` } });
    const sixteen = Array.from({ length: 16 }, (_, i) => record(i));
    expect((await call('POST', '/online/cgform/head/add', form('lim16', { enhanceRecords: sixteen }))).statusCode).toBe(
      200,
    );
    const seventeen = await call(
      'POST',
      '/online/cgform/head/add',
      form('lim17', { enhanceRecords: [...sixteen, record(17)] }),
    );
    expect(seventeen.statusCode).toBe(400);
    expect(fieldsOf(seventeen)).toHaveLength(1);
    expect(fieldsOf(seventeen)[0]).toMatch(/^enhanceRecords:/);
    for (const detailColumns of [0, 5]) {
      const res = await call('POST', '/online/cgform/head/add', form('grid', { detailColumns }));
      expect(res.statusCode).toBe(400);
      expect(fieldsOf(res)[0]).toMatch(/^detailColumns:/);
    }
    expect((await call('POST', '/online/cgform/head/add', form('grid4', { detailColumns: 4 }))).statusCode).toBe(200);
    const id = (await result('GET', '/online/cgform/head/list?code=grid4')).records[0].id;
    expect((await call('PUT', '/online/cgform/head/edit', { id, detailColumns: 5 })).statusCode).toBe(400);
    expect(
      (await call('PUT', '/online/cgform/head/edit', { id, enhanceRecords: [...sixteen, record(17)] })).statusCode,
    ).toBe(400);
    // a remembered query names query fields of the form only
    const off = await call(
      'POST',
      '/online/cgform/head/add',
      form('enh', { enhanceRecords: [{ ...record(1), filters: { nameEn: 'x' } }] }),
    );
    expect(fieldsOf(off)).toEqual(['enhanceRecords.0.filters.nameEn:parameterError']);
    // the same code twice, the same field twice
    expect((await call('POST', '/online/cgform/head/add', form('grid4'))).statusCode).toBe(409);
    const twice = await call(
      'POST',
      '/online/cgform/head/add',
      form('twice', { fields: [positionFields[0], positionFields[0]] }),
    );
    expect(twice.statusCode).toBe(400);
  });

  it('refuses tables and columns off the allow-list, SQL and NUL bytes in names, and edits the list forbids', async () => {
    const refused = async (body: object, expected: string[]) => {
      const res = await call('POST', '/online/cgform/head/add', body);
      expect(res.statusCode, res.body).toBe(400);
      expect(fieldsOf(res)).toEqual(expected);
    };
    const one = (field: Record<string, unknown>) => ({ labelZh: '字段', labelEn: 'Field', ...field });
    for (const tableName of ['users', 'rsa_keys', 'sessions', 'positions; DROP TABLE users', 'constructor'])
      await refused(form('bad_table', { tableName }), ['tableName:invalidOption']);
    for (const field of ['passwordHash', 'tenantId', 'constructor', 'password'])
      await refused(form('bad_col', { fields: [one({ field })] }), ['fields.0.field:onlineFormColumnNotAllowed']);
    for (const field of ['code; DROP TABLE users--', 'code"', "name_zh' OR 1=1", 'a b', '__proto__'])
      await refused(form('sql_col', { fields: [one({ field })] }), ['fields.0.field:invalidFormat']);
    const nul = await call('POST', '/online/cgform/head/add', form('nul', { fields: [one({ field: 'code\u0000x' })] }));
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('textInvalidCharacter');
    const nulLabel = await call('POST', '/online/cgform/head/add', form('nul', { nameEn: 'A\u0000B' }));
    expect(nulLabel.statusCode).toBe(400);
    // columns the list marks read only cannot be made editable; times are not query fields; dictionaries exist
    await refused(form('ro', { fields: [one({ field: 'createTime', edit: true })] }), [
      'fields.0.edit:onlineFormFieldNotEditable',
    ]);
    await refused(form('ro', { tableName: 'announcements', fields: [one({ field: 'title', edit: true })] }), [
      'fields.0.edit:onlineFormFieldNotEditable',
    ]);
    await refused(form('tq', { fields: [one({ field: 'createTime', query: true })] }), [
      'fields.0.query:parameterError',
    ]);
    await refused(form('dict', { fields: [one({ field: 'code', dictCode: 'no_such_dict' })] }), [
      'fields.0.dictCode:onlineFormDictNotExist',
    ]);
    // a column of another allowed table is not a column of this one
    await refused(form('other', { fields: [one({ field: 'title' })] }), ['fields.0.field:onlineFormColumnNotAllowed']);
    // the same checks on edit
    const { id } = await result('POST', '/online/cgform/head/add', form('edit_checks'));
    const edit = await call('PUT', '/online/cgform/head/edit', { id, tableName: 'announcements' });
    expect(fieldsOf(edit)).toContain('fields.0.field:onlineFormColumnNotAllowed');
    expect(
      (await call('PUT', '/online/cgform/head/edit', { id, fields: [one({ field: 'passwordHash' })] })).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/online/cgform/head/edit', { id, tableName: 'users' })).statusCode).toBe(400);
    expect((await result('GET', `/online/cgform/head/queryById?id=${id}`)).tableName).toBe('positions');
    // nothing of the refused ones was stored
    const stored = await t.database.db.select({ code: onlineForms.code }).from(onlineForms);
    expect(stored.map((r) => r.code)).not.toContain('bad_table');
    expect(stored.map((r) => r.code)).not.toContain('sql_col');
  });
});

describe('using a form: list, detail and edit views', () => {
  let rowId = '';
  beforeAll(async () => {
    await result(
      'POST',
      '/online/cgform/head/add',
      form('use_pos', {
        fields: [...positionFields.slice(0, 2), { ...positionFields[2], edit: false }, positionFields[3]],
        enhanceRecords: [{ nameZh: '前三', nameEn: 'First ones', filters: { code: 'OF0' } }],
      }),
    );
  });

  it('describes the form for its views: fields with their kind and what may be edited', async () => {
    const view = await result('GET', '/online/cgform/api/getColumns/use_pos');
    expect(view).toMatchObject({ code: 'use_pos', nameEn: 'Form use_pos', detailColumns: 3, dictOptions: {} });
    expect(view.fields.map((f: { field: string; kind: string; edit: boolean }) => [f.field, f.kind, f.edit])).toEqual([
      ['code', 'text', true],
      ['nameZh', 'text', true],
      ['nameEn', 'text', false],
      ['createTime', 'time', false],
    ]);
    expect(view.enhanceRecords).toHaveLength(1);
    expect((await call('GET', '/online/cgform/api/getColumns/no_such_form')).statusCode).toBe(404);
  });

  it('pages, sorts and filters by the query fields; a query value is a value, never SQL', async () => {
    const page = await result('GET', '/online/cgform/api/getData/use_pos?pageSize=5&column=code&order=asc');
    expect(page).toMatchObject({ total: 13, size: 5, current: 1, pages: 3 });
    expect(page.records.map((r: { code: string }) => r.code)).toEqual(['EVIL', 'OF01', 'OF02', 'OF03', 'OF04']);
    expect(Object.keys(page.records[0]).sort()).toEqual(['code', 'createTime', 'id', 'nameEn', 'nameZh']);
    rowId = page.records[1].id;
    const found = await result('GET', `/online/cgform/api/getData/use_pos?code=of1&column=code&order=desc`);
    expect(found.records.map((r: { code: string }) => r.code)).toEqual(['OF12', 'OF11', 'OF10']);
    const injected = await result(
      'GET',
      `/online/cgform/api/getData/use_pos?nameZh=${encodeURIComponent("' OR '1'='1")}`,
    );
    expect(injected.records.map((r: { code: string }) => r.code)).toEqual(['EVIL']);
    // a field that is not a query field of the form filters nothing; sorting names a list column only
    expect((await result('GET', '/online/cgform/api/getData/use_pos?nameEn=zzz')).total).toBe(13);
    for (const column of ['tenantId', 'passwordHash', 'constructor'])
      expect((await call('GET', `/online/cgform/api/getData/use_pos?column=${column}`)).statusCode).toBe(400);
    expect((await call('GET', '/online/cgform/api/getData/use_pos?column=code%3B%20drop')).statusCode).toBe(400);
    expect((await call('GET', '/online/cgform/api/getData/use_pos?code=a%00b')).statusCode).toBe(400);
  });

  it("shows a row's detail and edits only the fields the form lets users edit", async () => {
    const detail = await result('GET', `/online/cgform/api/detail/use_pos?id=${rowId}`);
    expect(detail).toMatchObject({ id: rowId, code: 'OF01', nameZh: '表单职务1' });
    const before = (
      await t.database.db
        .select()
        .from(positions)
        .where(eq(positions.id, Number(rowId)))
    )[0];

    await result('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values: { nameZh: ' 新名称 ' } });
    const after = (
      await t.database.db
        .select()
        .from(positions)
        .where(eq(positions.id, Number(rowId)))
    )[0];
    expect(after).toEqual({ ...before, nameZh: '新名称' });

    // the allow-list's read-only columns, columns off it, a field the form does not let users edit, SQL as a name
    for (const values of [
      { tenantId: 5 },
      { id: 99 },
      { createTime: '2020-01-01' },
      { nameEn: 'not editable here' },
      { passwordHash: 'x' },
      { code: 'OK', tenantId: 5 },
    ]) {
      const res = await call('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values });
      expect(res.statusCode, JSON.stringify(values)).toBe(400);
    }
    const injected = await call('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values: { 'code=1;--': 'x' } });
    expect(injected.statusCode).toBe(400);
    const bad = await call('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values: { code: 'X'.repeat(51) } });
    expect(fieldsOf(bad)).toEqual(['values.code:invalidFormat']);
    expect(
      fieldsOf(await call('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values: { code: ' ' } })),
    ).toEqual(['values.code:fieldRequired']);
    const still = (
      await t.database.db
        .select()
        .from(positions)
        .where(eq(positions.id, Number(rowId)))
    )[0];
    expect(still).toEqual(after);
    // a code another row holds, a row that does not exist
    expect(
      (await call('PUT', '/online/cgform/api/edit/use_pos', { id: rowId, values: { code: 'OF02' } })).statusCode,
    ).toBe(409);
    expect(
      (await call('PUT', '/online/cgform/api/edit/use_pos', { id: '99999999', values: { code: 'Z' } })).statusCode,
    ).toBe(404);
    expect((await call('GET', '/online/cgform/api/detail/use_pos?id=99999999')).statusCode).toBe(404);
  });

  it('offers dictionary choices and accepts only them', async () => {
    await result('POST', '/online/cgform/head/add', {
      code: 'notices',
      name: '通告',
      nameEn: 'Notices',
      tableName: 'announcements',
      fields: [
        { field: 'title', labelZh: '标题', labelEn: 'Title', query: true },
        { field: 'priority', labelZh: '优先级', labelEn: 'Priority', query: true, dictCode: 'priority' },
      ],
    });
    const view = await result('GET', '/online/cgform/api/getColumns/notices');
    expect(view.dictOptions.priority.map((o: { value: string; textEn: string }) => `${o.value}:${o.textEn}`)).toEqual([
      'L:Normal',
      'M:Important',
      'H:Urgent',
    ]);
    expect((await result('GET', '/online/cgform/api/getData/notices?priority=H')).total).toBe(0);
    // read-only table: nothing is editable through the form
    const edit = await call('PUT', '/online/cgform/api/edit/notices', { id: '1', values: { title: 'x' } });
    expect(fieldsOf(edit)).toEqual(['values.title:onlineFormFieldNotEditable']);
  });

  it('drops stored fields that left the allow-list and refuses a stored table that left it', async () => {
    await t.database.db
      .update(onlineForms)
      .set({
        fields: [
          {
            field: 'passwordHash',
            labelZh: '密码',
            labelEn: 'Password',
            list: true,
            query: true,
            detail: true,
            edit: true,
            dictCode: '',
          },
          {
            field: 'code',
            labelZh: '编码',
            labelEn: 'Code',
            list: true,
            query: false,
            detail: true,
            edit: false,
            dictCode: '',
          },
        ],
      })
      .where(eq(onlineForms.code, 'edit_checks'));
    const view = await result('GET', '/online/cgform/api/getColumns/edit_checks');
    expect(view.fields.map((f: { field: string }) => f.field)).toEqual(['code']);
    const page = await result('GET', '/online/cgform/api/getData/edit_checks?passwordHash=x');
    expect(Object.keys(page.records[0]).sort()).toEqual(['code', 'id']);
    await t.database.db.update(onlineForms).set({ tableName: 'users' }).where(eq(onlineForms.code, 'edit_checks'));
    expect((await call('GET', '/online/cgform/api/getColumns/edit_checks')).statusCode).toBe(404);
    expect((await call('GET', '/online/cgform/api/getData/edit_checks')).statusCode).toBe(404);
    // the definitions list still shows it, for an administrator to change or delete
    expect((await result('GET', '/online/cgform/head/list?code=edit_checks')).records[0].tableName).toBe('users');
  });
});

describe('access', () => {
  it('answers 401 without a session and 403 without the permission of each route', async () => {
    const { id } = await result('POST', '/online/cgform/head/add', form('access_form'));
    const routes: [string, string, string, object?][] = [
      ['GET', '/online/cgform/head/list', p.onlineFormList],
      ['GET', `/online/cgform/head/queryById?id=${id}`, p.onlineFormList],
      ['POST', '/online/cgform/head/add', p.onlineFormAdd, form('access_2')],
      ['PUT', '/online/cgform/head/edit', p.onlineFormEdit, { id, nameEn: 'Changed' }],
      ['GET', '/online/cgform/api/getColumns/access_form', p.onlineFormData],
      ['GET', '/online/cgform/api/getData/access_form', p.onlineFormData],
      ['GET', '/online/cgform/api/detail/access_form?id=1', p.onlineFormData],
      ['PUT', '/online/cgform/api/edit/access_form', p.onlineFormDataEdit, { id: '1', values: { code: 'Q' } }],
      ['DELETE', `/online/cgform/head/delete?id=${id}`, p.onlineFormDelete],
    ];
    // a user holding every online-form code but the route's own
    for (const [method, url, code, body] of routes) {
      expect((await call(method, url, body, '')).statusCode, `${method} ${url}`).toBe(401);
      const others = [...definePerms, ...usePerms].filter((c) => c !== code);
      const user = (await signedInUser(t.app, t.database.db, { perms: others })).token;
      const res = await call(method, url, body, user);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().message).toBe('notAuthority');
      const holder = (await signedInUser(t.app, t.database.db, { perms: [code] })).token;
      expect([200, 404], `${method} ${url}`).toContain((await call(method, url, body, holder)).statusCode);
    }
  });

  it('reads and edits the rows of the request tenant only', async () => {
    const admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
    await result('POST', '/sys/tenant/add', { id: 7, name: 'Seven' }, admin);
    const seven = { 'tenant-id': '7' };
    const inSeven = await call('GET', '/online/cgform/api/getData/use_pos', undefined, admin, seven);
    expect(inSeven.json().result.total).toBe(0);
    const [row] = await t.database.db.select().from(positions).where(like(positions.code, 'OF03'));
    const url = '/online/cgform/api/edit/use_pos';
    expect((await call('PUT', url, { id: String(row?.id), values: { code: 'MOVED' } }, admin, seven)).statusCode).toBe(
      404,
    );
    expect(
      (await call('GET', `/online/cgform/api/detail/use_pos?id=${row?.id}`, undefined, admin, seven)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.database.db
          .select()
          .from(positions)
          .where(eq(positions.id, Number(row?.id)))
      )[0]?.code,
    ).toBe('OF03');
    expect((await call('GET', '/online/cgform/api/getData/use_pos', undefined, admin)).json().result.total).toBe(13);
  });
});
