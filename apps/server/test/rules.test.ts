import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRules, fillRuleSequences, fillRules } from '../src/db/schema/index.js';
import { dateParts, formatFill, periodKey } from '../src/modules/rules/fill-pattern.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';

/** Fill rules and check rules (issue 8), and the duplicate check's allow-list. */
let t: TestContext;
let admin = '';
const codes = ['list', 'add', 'edit', 'delete'].flatMap((a) => [`system:fillRule:${a}`, `system:checkRule:${a}`]);

beforeAll(async () => {
  t = await buildTestApp({ demo: false });
  admin = (await signedInUser(t.app, t.database.db, { perms: codes })).token;
});
afterAll(() => t.close());

const call = (method: string, url: string, payload?: object, token: string | null = admin, lang = 'en') =>
  t.app.inject({
    method: method as 'GET',
    url: `/api${url}`,
    headers: { ...(token ? { 'x-access-token': token } : {}), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });
const result = async (method: string, url: string, payload?: object) => {
  const res = await call(method, url, payload);
  if (res.statusCode !== 200) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json().result;
};
const count = async (table: typeof fillRules | typeof checkRules) =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
const execute = (code: string, token = admin) => call('PUT', `/sys/fillRule/executeRuleByCode/${code}`, {}, token);

describe('fill rules', () => {
  it('generates values from the pattern with a zero-padded sequence', async () => {
    await result('POST', '/sys/fillRule/add', {
      ruleName: 'City code',
      ruleCode: 'city_code',
      pattern: 'CITY-{yyyy}-{seq:4}',
    });
    const year = dateParts(new Date(), undefined).yyyy;
    expect((await execute('city_code')).json().result).toBe(`CITY-${year}-0001`);
    expect((await execute('city_code')).json().result).toBe(`CITY-${year}-0002`);
    const page = await result('GET', '/sys/fillRule/list?ruleCode=city');
    expect(page.records).toMatchObject([
      { ruleCode: 'city_code', pattern: 'CITY-{yyyy}-{seq:4}', resetPeriod: 'none' },
    ]);
  });

  it('gives 100 distinct values to a concurrent burst of 100 calls', async () => {
    await result('POST', '/sys/fillRule/add', { ruleName: 'Burst', ruleCode: 'burst', pattern: 'B{seq:3}' });
    const replies = await Promise.all(Array.from({ length: 100 }, () => execute('burst')));
    expect(replies.every((r) => r.statusCode === 200)).toBe(true);
    const values = replies.map((r) => r.json().result as string);
    expect(new Set(values).size).toBe(100);
    expect([...values].sort()).toEqual(Array.from({ length: 100 }, (_, i) => `B${String(i + 1).padStart(3, '0')}`));
  });

  it('starts the sequence again in each period of a resetting rule', async () => {
    const { id } = await result('POST', '/sys/fillRule/add', {
      ruleName: 'Daily',
      ruleCode: 'daily',
      pattern: 'D{yy}{MM}{dd}-{seq:2}',
      resetPeriod: 'day',
    });
    const db = t.database.db;
    const parts = dateParts(new Date(), undefined);
    // Yesterday's period already handed out 41 numbers; today's starts at 1.
    await db.insert(fillRuleSequences).values({ ruleId: Number(id), period: '19990101', value: 41 });
    expect((await execute('daily')).json().result).toBe(`D${parts.yy}${parts.MM}${parts.dd}-01`);
    expect((await execute('daily')).json().result).toBe(`D${parts.yy}${parts.MM}${parts.dd}-02`);
    const rows = await db
      .select()
      .from(fillRuleSequences)
      .where(eq(fillRuleSequences.ruleId, Number(id)));
    expect(rows.map((r) => [r.period, r.value]).sort()).toEqual([
      ['19990101', 41],
      [`${parts.yyyy}${parts.MM}${parts.dd}`, 2],
    ]);
    // The period keys and formatting of each reset, for a fixed time.
    const at = dateParts(new Date('2026-03-04T05:06:07Z'), 'UTC');
    expect(at).toEqual({ yyyy: '2026', yy: '26', MM: '03', dd: '04', HH: '05', mm: '06', ss: '07' });
    expect(['none', 'year', 'month', 'day'].map((p) => periodKey(p as 'none', at))).toEqual([
      '',
      '2026',
      '202603',
      '20260304',
    ]);
    expect(formatFill([{ kind: 'seq', width: 2 }], at, 12345)).toBe('12345');
    expect(dateParts(new Date('2026-03-04T20:00:00Z'), 'Asia/Shanghai').dd).toBe('05');
  });

  it('refuses bad patterns, codes and resets next to the field, storing nothing', async () => {
    const before = await count(fillRules);
    const add = (body: object, lang = 'en') =>
      call('POST', '/sys/fillRule/add', { ruleName: 'X', ruleCode: 'x_rule', pattern: 'X{seq}', ...body }, admin, lang);
    const patternText = 'Use text with {yyyy} {yy} {MM} {dd} {HH} {mm} {ss} and exactly one {seq} or {seq:N} (N 1-12)';
    for (const pattern of [
      'CITY-{yyyy}',
      'A{seq}{seq}',
      'A{foo}{seq}',
      'A{seq',
      'A}{seq}',
      'A{seq:13}',
      'A{seq:0}',
      '',
    ]) {
      const res = await add({ pattern });
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().result.errors[0].field, pattern).toBe('pattern');
      if (pattern) expect(res.json().result.errors[0].message, pattern).toBe(patternText);
    }
    const zh = await add({ pattern: 'A{x}' }, 'zh-CN');
    expect(zh.json().result.errors[0].message).toMatch(/^请使用文本及/);
    const reset = await add({ pattern: 'R-{seq:3}', resetPeriod: 'year' });
    expect(reset.json()).toMatchObject({
      message: 'fillResetNeedsDate',
      result: { errors: [{ field: 'resetPeriod' }] },
    });
    expect((await add({ pattern: '{yyyy}{dd}-{seq}', resetPeriod: 'month' })).json().message).toBe(
      'fillResetNeedsDate',
    );
    expect((await add({ resetPeriod: 'week' })).json().result.errors[0].field).toBe('resetPeriod');
    expect((await add({ ruleCode: 'has space' })).json().result.errors[0].field).toBe('ruleCode');
    expect((await add({ ruleName: '' })).json().result.errors[0]).toEqual({
      field: 'ruleName',
      message: 'This field is required',
    });
    const taken = await add({ ruleCode: 'city_code' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().result.errors[0].field).toBe('ruleCode');
    expect(await count(fillRules)).toBe(before);
  });

  it('edits and deletes a rule; unknown codes and ids are 404; any signed-in user may execute', async () => {
    const { id } = await result('POST', '/sys/fillRule/add', { ruleName: 'Temp', ruleCode: 'temp', pattern: 'T{seq}' });
    await result('PUT', '/sys/fillRule/edit', {
      id,
      pattern: 'T-{yyyy}-{seq:2}',
      resetPeriod: 'year',
      ruleName: 'Temporary',
    });
    expect(await result('GET', `/sys/fillRule/queryById?id=${id}`)).toMatchObject({
      ruleName: 'Temporary',
      pattern: 'T-{yyyy}-{seq:2}',
      resetPeriod: 'year',
    });
    const badEdit = await call('PUT', '/sys/fillRule/edit', { id, pattern: 'T{seq}{seq}' });
    expect(badEdit.statusCode).toBe(400);
    const noYear = await call('PUT', '/sys/fillRule/edit', { id, pattern: 'T{seq}' });
    expect(noYear.json().message).toBe('fillResetNeedsDate');
    const someone = await signedInUser(t.app, t.database.db, {});
    const year = dateParts(new Date(), undefined).yyyy;
    expect((await execute('temp', someone.token)).json().result).toBe(`T-${year}-01`);
    expect((await call('PUT', '/sys/fillRule/executeRuleByCode/temp', {}, null)).statusCode).toBe(401);
    expect((await call('GET', '/sys/fillRule/list', undefined, someone.token)).statusCode).toBe(403);
    expect((await call('DELETE', `/sys/fillRule/delete?id=${id}`)).json().message).toBe('deleteSuccess');
    const gone = await execute('temp');
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe('ruleNotExist');
    expect((await call('PUT', '/sys/fillRule/edit', { id, ruleName: 'x' })).statusCode).toBe(404);
    expect((await execute('bad code!')).statusCode).toBe(400);
  });
});

const itemsOf = () => [
  { type: 'length', min: 3, max: 8, message: '长度为3到8位', messageEn: '3 to 8 characters' },
  {
    type: 'regex',
    pattern: '^[A-Z]{2}\\d+$',
    message: '两个大写字母加数字',
    messageEn: 'Two capital letters, then digits',
  },
];
const check = (code: string, value: string, lang = 'en') =>
  call('GET', `/sys/checkRule/checkByCode?ruleCode=${code}&value=${encodeURIComponent(value)}`, undefined, admin, lang);

describe('check rules', () => {
  it('checks a value against the ordered items; the first failure answers in the caller’s language', async () => {
    await result('POST', '/sys/checkRule/add', { ruleName: 'Station code', ruleCode: 'station', rules: itemsOf() });
    const pass = await check('station', 'AB1234');
    expect(pass.statusCode).toBe(200);
    expect(pass.json().message).toBe('checkRulePassed');
    const short = await check('station', 'A');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({
      message: 'checkRuleFailed',
      result: { errors: [{ field: 'value', message: '3 to 8 characters' }] },
    });
    expect((await check('station', 'A', 'zh-CN')).json().result.errors[0].message).toBe('长度为3到8位');
    expect((await check('station', 'ab1234')).json().result.errors[0].message).toBe('Two capital letters, then digits');
    expect((await check('station', 'ABCDEFGHIJ')).json().result.errors[0].message).toBe('3 to 8 characters');
    const listed = await result('GET', '/sys/checkRule/list?ruleName=station');
    expect(listed.records[0]).toMatchObject({ ruleCode: 'station', rules: itemsOf() });
  });

  it('checks the built-in item types', async () => {
    const item = (type: string) => ({ type, message: `非${type}`, messageEn: `not ${type}` });
    await result('POST', '/sys/checkRule/add', {
      ruleName: 'Built-ins',
      ruleCode: 'builtins',
      rules: [item('noChinese'), item('alphanumeric'), item('letters')],
    });
    expect((await check('builtins', 'Abc')).statusCode).toBe(200);
    expect((await check('builtins', '北京')).json().result.errors[0].message).toBe('not noChinese');
    expect((await check('builtins', 'a-b')).json().result.errors[0].message).toBe('not alphanumeric');
    expect((await check('builtins', 'ab1')).json().result.errors[0].message).toBe('not letters');
    await result('POST', '/sys/checkRule/add', { ruleName: 'Digits', ruleCode: 'digits', rules: [item('digits')] });
    expect((await check('digits', '2026')).statusCode).toBe(200);
    expect((await check('digits', '20a6')).statusCode).toBe(400);
  });

  it('refuses invalid and catastrophic-backtracking patterns and bad items, storing nothing', async () => {
    const before = await count(checkRules);
    const add = (items: object[], lang = 'en') =>
      call('POST', '/sys/checkRule/add', { ruleName: 'Bad', ruleCode: 'bad_rule', rules: items }, admin, lang);
    const regex = (pattern: string) => ({ type: 'regex', pattern, message: '错', messageEn: 'wrong' });
    const invalid = await add([regex('([a-z')]);
    expect(invalid.json().result.errors).toEqual([
      { field: 'rules.0.pattern', message: 'The regular expression is not valid' },
    ]);
    for (const pattern of [
      '(a+)+$',
      '^(a|aa)*b$',
      '(\\w+\\s?)*$',
      '((ab)*)+',
      '^(a)\\1$',
      '(?<x>a)\\k<x>',
      '((a|b))+',
      '(x+){2,}',
    ]) {
      const res = await add([regex(pattern)]);
      expect(res.statusCode, pattern).toBe(400);
      expect(res.json().result.errors[0], pattern).toMatchObject({ field: 'rules.0.pattern' });
      expect(res.json().result.errors[0].message, pattern).toMatch(/^The regular expression may run too long/);
    }
    expect((await add([regex('(a+)+')], 'zh')).json().result.errors[0].message).toMatch(/^正则表达式可能执行过久/);
    expect((await add([regex(`^${'a'.repeat(200)}$`)])).json().result.errors[0].field).toBe('rules.0.pattern');
    const range = await add([{ type: 'length', min: 5, max: 2, message: '长', messageEn: 'long' }]);
    expect(range.json().result.errors[0]).toEqual({
      field: 'rules.0.max',
      message: 'The minimum length is greater than the maximum',
    });
    expect((await add([{ type: 'length', message: '长', messageEn: 'long' }])).json().result.errors[0].field).toBe(
      'rules.0.max',
    );
    expect((await add([{ type: 'regex', message: '空', messageEn: 'empty' }])).json().result.errors[0].field).toBe(
      'rules.0.pattern',
    );
    expect((await add([{ type: 'soundex', message: 'x', messageEn: 'x' }])).json().result.errors[0].field).toBe(
      'rules.0.type',
    );
    expect((await add([{ type: 'digits', message: 'x' }])).json().result.errors[0].field).toBe('rules.0.messageEn');
    expect((await add([])).json().result.errors[0].field).toBe('rules');
    expect(await count(checkRules)).toBe(before);
    // Patterns of the usual kind are fine.
    for (const [i, pattern] of [
      '^\\d{6}$',
      '^[A-Z0-9]+(-[A-Z0-9]+)?$',
      '^(\\+86)?1\\d{10}$',
      '^\\p{L}+$',
      '^(?:[a-z]{2})+$',
    ].entries()) {
      const res = await call('POST', '/sys/checkRule/add', {
        ruleName: 'Ok',
        ruleCode: `ok_${i}`,
        rules: [regex(pattern)],
      });
      expect(res.statusCode, pattern).toBe(200);
    }
  });

  it('never runs a stored unsafe pattern and stops a slow one', async () => {
    const db = t.database.db;
    await db.insert(checkRules).values({
      code: 'smuggled',
      name: 'Smuggled',
      items: [{ type: 'regex', pattern: '^(a+)+$', message: '错', messageEn: 'wrong' }],
    });
    const started = Date.now();
    const unsafe = await check('smuggled', `${'a'.repeat(40)}!`);
    expect(unsafe.json()).toMatchObject({ message: 'regexUnsafe', result: { errors: [{ field: 'value' }] } });
    // Polynomial backtracking passes the static guard; the time limit stops it.
    await result('POST', '/sys/checkRule/add', {
      ruleName: 'Slow',
      ruleCode: 'slow',
      rules: [{ type: 'regex', pattern: '^\\d*\\d*\\d*\\d*\\d*x$', message: '慢', messageEn: 'slow' }],
    });
    const slow = await check('slow', '1'.repeat(500));
    expect(slow.statusCode).toBe(400);
    expect(slow.json().message).toBe('regexTimeout');
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await check('slow', '12x')).statusCode).toBe(200);
    expect((await check('slow', '1'.repeat(501))).json().result.errors[0].field).toBe('value');
  });

  it('edits, deletes, answers 404 for unknown rules, and lets any signed-in user check', async () => {
    const { id } = await result('POST', '/sys/checkRule/add', {
      ruleName: 'Temp',
      ruleCode: 'temp_check',
      rules: itemsOf(),
    });
    await result('PUT', '/sys/checkRule/edit', {
      id,
      rules: [{ type: 'digits', message: '只能是数字', messageEn: 'Digits only' }],
    });
    const someone = await signedInUser(t.app, t.database.db, {});
    const res = await call('GET', '/sys/checkRule/checkByCode?ruleCode=temp_check&value=12a', undefined, someone.token);
    expect(res.json().result.errors[0].message).toBe('Digits only');
    expect(
      (await call('GET', '/sys/checkRule/checkByCode?ruleCode=temp_check&value=1', undefined, null)).statusCode,
    ).toBe(401);
    const dup = await call('PUT', '/sys/checkRule/edit', { id, ruleCode: 'station' });
    expect(dup.statusCode).toBe(409);
    const badEdit = await call('PUT', '/sys/checkRule/edit', {
      id,
      rules: [{ type: 'regex', pattern: '(a*)*', message: 'x', messageEn: 'x' }],
    });
    expect(badEdit.statusCode).toBe(400);
    expect((await call('DELETE', `/sys/checkRule/delete?id=${id}`)).statusCode).toBe(200);
    expect((await check('temp_check', '1')).json().message).toBe('ruleNotExist');
    expect((await call('GET', `/sys/checkRule/queryById?id=${id}`)).statusCode).toBe(404);
    expect((await call('GET', '/sys/checkRule/checkByCode?value=1')).json().result.errors[0].field).toBe('ruleCode');
  });
});

describe('duplicate check allow-list', () => {
  it('refuses a table or field outside the allow-list and never reads it', async () => {
    const dup = (table: string, field: string, value: string) =>
      call('GET', `/sys/duplicate/check?tableName=${table}&fieldName=${field}&fieldVal=${encodeURIComponent(value)}`);
    expect((await dup('sys_user', 'username', 'nobody-here')).statusCode).toBe(200);
    for (const [table, field] of [
      ['sessions', 'token_hash'],
      ['users', 'username'],
      ['sys_user', 'password_hash'],
      ['sys_user', 'id'],
      ['check_rules', 'code'],
      ['sys_user', 'username; drop table users'],
      ['__proto__', 'username'],
    ] as const) {
      const res = await dup(table, field, 'x');
      expect(res.statusCode, `${table}.${field}`).toBe(400);
      expect(res.json().message).toBe('parameterError');
    }
  });
});
