import { messageText, permissions as p } from '@csp/contract';
import { eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles, userRoles, users } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/lib/passwords.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext, testAdminPassword } from './helper.js';
import { encryptPassword, login } from './identity-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

/** Users export (filtered list as xlsx) and import (all rows or none, with row errors). */
let t: TestContext;
let admin = '';
beforeAll(async () => {
  t = await buildTestApp({ demo: false, env: { OPEN_ACCOUNT_RATE_PER_MINUTE: '10000' } });
  admin = (await login(t.app, t.database.db, 'admin', testAdminPassword)).json().result.token;
}, 180_000);
afterAll(() => t.close());

async function xlsx(rows: (string | number)[][]) {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('users');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}
const importFile = (content: Buffer | string, name = 'users.xlsx', token = admin) => {
  const type = name.endsWith('.csv') ? 'text/csv' : 'application/octet-stream';
  return postMultipart(t, '/sys/user/importExcel', token, multipartFile(name, content, { type }));
};
const header = ['username', 'realname', 'email', 'phone', 'password', 'status', 'roles'];

describe('users import', () => {
  beforeAll(async () => {
    const password = await encryptPassword(t.app, 'Taken#Pass1');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/add',
      headers: { 'x-access-token': admin },
      payload: {
        username: 'taken_name',
        realname: 'Taken',
        email: 'taken@example.org',
        password,
        confirmPassword: password,
      },
    });
    expect(res.statusCode).toBe(200);
  });

  it('reports every bad row and imports nothing', async () => {
    const res = await importFile(
      await xlsx([
        header,
        ['good_one', 'Good One', 'good1@example.org', '', 'Good#Pass1', '1', 'user'],
        ['taken_name', 'Dup', 'x1@example.org', '', 'Good#Pass1', '', ''],
        ['good_two', 'Good Two', 'not-a-mailbox', '', 'Good#Pass1', '', ''],
        ['good_three', 'Three', 'taken@example.org', '', 'Good#Pass1', '', ''],
        ['good_four', 'Four', 'good1@example.org', '', 'short', '', 'no_such_role'],
        ['good_one', 'Again', '', '', 'Good#Pass1', '', ''],
        ['bad name!', '', '', '12ab', 'Good#Pass1', '3', ''],
      ]),
    );
    expect([res.statusCode, res.json().message]).toEqual([400, 'excelException']);
    const errors = res.json().result.errors.map((e: { field: string; message: string }) => [e.field, e.message]);
    const en = (key: Parameters<typeof messageText>[0]) => messageText(key, 'en');
    expect(errors).toEqual([
      ['rows.3.username', en('userNameNotRepeated')],
      ['rows.4.email', en('mailboxIsIncorrect')],
      ['rows.5.email', en('mailboxNotDuplicate')],
      ['rows.6.email', en('importDuplicateInFile')],
      ['rows.6.password', en('passwordRule')],
      ['rows.6.roles', en('roleNotExist')],
      ['rows.7.username', en('importDuplicateInFile')],
      ['rows.8.username', en('usernameInvalid')],
      ['rows.8.phone', en('mobileInvalid')],
      ['rows.8.status', en('invalidOption')],
    ]);
    expect(await t.database.db.select().from(users).where(like(users.username, 'good_%'))).toEqual([]);
  });

  it('imports all rows in the current tenant, approved, with hashed passwords and roles', async () => {
    const res = await importFile(
      await xlsx([
        header,
        ['new_one', 'New One', 'New.One@Example.org', '+1 555 0100', 'Good#Pass1', '1', 'user'],
        ['new_two', '', '', '', 'Other#Pass2', '2', ''],
      ]),
    );
    expect([res.statusCode, res.json().message, res.json().result]).toEqual([200, 'importSuccess', { imported: 2 }]);
    const [one] = await t.database.db.select().from(users).where(eq(users.username, 'new_one'));
    expect(one).toMatchObject({
      realname: 'New One',
      email: 'new.one@example.org',
      approval: 'approved',
      status: 1,
      tenantId: 0,
    });
    expect(await verifyPassword(one?.passwordHash ?? '', 'Good#Pass1')).toBe(true);
    const held = await t.database.db
      .select({ code: roles.code })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, one?.id ?? 0));
    expect(held).toEqual([{ code: 'user' }]);
    const [two] = await t.database.db.select().from(users).where(eq(users.username, 'new_two'));
    expect(two).toMatchObject({ realname: 'new_two', status: 2 });
    const signIn = await login(t.app, t.database.db, 'new_one', 'Good#Pass1');
    expect(signIn.statusCode).toBe(200);
  });

  it('reads csv too and refuses files without the required columns or of another type', async () => {
    const csv = await importFile('username,password\ncsv_user,Csv#Pass12\n', 'users.csv');
    expect(csv.json().result).toEqual({ imported: 1 });
    const missing = await importFile('username,email\nx,y@example.org\n', 'users.csv');
    expect([missing.statusCode, missing.json().message]).toEqual([400, 'columnMissing']);
    expect(missing.json().result.errors[0].field).toBe('columns.password');
    const empty = await importFile('username,password\n', 'users.csv');
    expect([empty.statusCode, empty.json().message]).toEqual([400, 'uploadFileEmpty']);
    const pdf = await importFile('%PDF-1.4', 'users.pdf');
    expect(pdf.statusCode).toBe(415);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/sys/user/importExcel',
      headers: { 'x-access-token': admin },
      payload: {},
    });
    expect([none.statusCode, none.json().message]).toEqual([400, 'FileNotNull']);
  });

  it('refuses roles beyond the importer’s own permissions', async () => {
    const clerk = await signedInUser(t.app, t.database.db, { perms: [p.userImport] });
    const res = await importFile(
      await xlsx([header, ['boss_user', '', '', '', 'Good#Pass1', '', 'admin']]),
      'users.xlsx',
      clerk.token,
    );
    expect([res.statusCode, res.json().message]).toEqual([403, 'notAuthority']);
    expect(await t.database.db.select().from(users).where(eq(users.username, 'boss_user'))).toEqual([]);
  });
});

describe('users export', () => {
  it('writes the filtered list as xlsx, without passwords', async () => {
    const res = await t.app.inject({
      url: '/api/sys/user/exportXls?username=new_&column=username&order=asc',
      headers: { 'x-access-token': admin },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows = (book.worksheets[0]?.getSheetValues() ?? []).slice(1).map((r) => (r as unknown[]).slice(1, 8));
    expect(rows).toEqual([
      header,
      ['new_one', 'New One', 'new.one@example.org', '+1 555 0100', '', '1', 'user'],
      ['new_two', 'new_two', '', '', '', '2', ''],
    ]);
  });

  it('needs its own permission', async () => {
    const lister = await signedInUser(t.app, t.database.db, { perms: [p.userList] });
    const res = await t.app.inject({ url: '/api/sys/user/exportXls', headers: { 'x-access-token': lister.token } });
    expect(res.statusCode).toBe(403);
  });
});
