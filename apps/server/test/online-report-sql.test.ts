// biome-ignore-all lint/suspicious/noTemplateCurlyInString: report SQL writes its parameters as ${name}
import { describe, expect, it } from 'vitest';
import { AppError } from '../src/errors.js';
import { dataSourceKey, parseKey, secretBox } from '../src/modules/data-sources/secret-box.js';
import { reportCache } from '../src/modules/online-report/report-cache.js';
import { composePage, composeProbe, likeContains } from '../src/modules/online-report/sql-compose.js';
import { checkReportSql } from '../src/modules/online-report/sql-guard.js';
import type { Dialect } from '../src/modules/online-report/sql-lexer.js';

/** The report SQL guard, the statements built from it, the password box and the cache, without a database. */
function refusal(sql: string, dialect: Dialect = 'postgres'): string {
  try {
    checkReportSql(sql, dialect);
    return 'accepted';
  } catch (error) {
    if (error instanceof AppError) return error.key;
    throw error;
  }
}

describe('report SQL guard', () => {
  it.each([
    ['select code, name_zh from positions'],
    ['SELECT * FROM positions WHERE name_zh = ${name};'],
    ['with x as (select 1 as a) select * from x'],
    ['(select 1 as a) union (select 2)'],
    ["select 'delete from users; drop table x' as text"],
    ['select "update" from (select 1 as "update") q'],
    ['select $$ insert into t values (1); $$ as body'],
    ["select E'it\\'s; drop table x' as text"],
    ['select 1 -- ; drop table x\n as a'],
    ['select /* delete; /* nested */ drop */ 1 as a'],
    ['select updated_at, created_at, deleted from t'],
    ["select * from t where name like concat('%', ${q}, '%')"],
  ])('accepts %s', (sql) => {
    expect(refusal(sql)).toBe('accepted');
  });

  it.each([
    ['insert into positions (code) values (1)', 'reportSqlNotSelect'],
    ["update positions set name_zh = 'x'", 'reportSqlNotSelect'],
    ['delete from positions', 'reportSqlNotSelect'],
    ['drop table positions', 'reportSqlNotSelect'],
    ['select 1; drop table positions', 'reportSqlNotSelect'],
    ['select 1;; ', 'reportSqlNotSelect'],
    ["select nextval('positions_id_seq')", 'reportSqlForbidden'],
    ["select pg_catalog.setval('s', 1)", 'reportSqlForbidden'],
    ['select "nextval"(\'s\')', 'reportSqlForbidden'],
    ['select pg_sleep(10)', 'reportSqlForbidden'],
    ['select pg_advisory_lock(1)', 'reportSqlForbidden'],
    ["select pg_notify('c', 'x')", 'reportSqlForbidden'],
    ["select * from query_to_xml('select * from users', true, true, '')", 'reportSqlForbidden'],
    ["select lo_import('/etc/passwd')", 'reportSqlForbidden'],
    ["select set_config('role', 'x', true)", 'reportSqlForbidden'],
    ['with x as (delete from positions returning *) select * from x', 'reportSqlForbidden'],
    ['with x as (insert into positions (code) values (1) returning *) select * from x', 'reportSqlForbidden'],
    ['select * into copy_of_positions from positions', 'reportSqlForbidden'],
    ['select * from positions for update', 'reportSqlForbidden'],
    ['select * from positions for no key update', 'reportSqlForbidden'],
    ['select * from positions for share', 'reportSqlForbidden'],
    ['select * from positions where id = $1', 'reportSqlForbidden'],
    ["select * from positions where name_zh = '${name}'", 'reportSqlParamInLiteral'],
    ["select 'unterminated", 'invalidFormat'],
    ['select /* open comment', 'invalidFormat'],
    ['', 'reportSqlNotSelect'],
    ['explain select 1', 'reportSqlNotSelect'],
  ])('refuses %s', (sql, key) => {
    expect(refusal(sql)).toBe(key);
  });

  it('lexes MySQL: backslash escapes, double-quoted strings, backticks, # comments and ? placeholders', () => {
    expect(refusal("select 'it\\'s; drop table x' as a", 'mysql')).toBe('accepted');
    expect(refusal('select "a; delete" as `delete`', 'mysql')).toBe('accepted');
    expect(refusal('select 1 as a # ; drop table x', 'mysql')).toBe('accepted');
    expect(refusal("select 'a\\'; drop table x; -- '", 'mysql')).toBe('accepted');
    // The same text in PostgreSQL ends the string at the second quote: the semicolon is code there.
    expect(refusal("select 'a\\'; drop table x; -- '", 'postgres')).toBe('reportSqlNotSelect');
    expect(refusal('select * from t where id = ?', 'mysql')).toBe('reportSqlForbidden');
    expect(refusal('select sleep(5)', 'mysql')).toBe('reportSqlForbidden');
    expect(refusal("select load_file('/etc/passwd')", 'mysql')).toBe('reportSqlForbidden');
    expect(refusal('select * from t into outfile "/tmp/x"', 'mysql')).toBe('reportSqlForbidden');
    expect(refusal('select * from t lock in share mode', 'mysql')).toBe('reportSqlForbidden');
  });

  it('lists the ${name} parameters in order of first use and drops a trailing semicolon', () => {
    const checked = checkReportSql('select * from t where a = ${b} or c = ${a} or d = ${b};', 'postgres');
    expect(checked.params).toEqual(['b', 'a']);
    expect(checked.tokens.map((t) => t.text).join('')).not.toContain(';');
  });
});

describe('report statements', () => {
  it('binds parameters and query fields, never splicing their values (PostgreSQL numbers, reused)', () => {
    const checked = checkReportSql('select * from t /* note */ where a = ${x} or b = ${x}', 'postgres');
    const evil = "'; drop table t; --";
    const { data, count } = composePage(checked, {
      params: { x: evil },
      filters: [
        { field: 'name', kind: 'text', op: 'match', value: '50%_off' },
        { field: 'year', kind: 'number', op: 'gte', value: '2000' },
        { field: 'day', kind: 'date', op: 'lte', value: '2024-01-31' },
      ],
      sort: { field: 'name', order: 'desc' },
      limit: 10,
      offset: 20,
    });
    expect(data.text).not.toContain(evil);
    expect(data.text).not.toContain('note');
    expect(data.text).toContain('a = $1 or b = $1');
    expect(data.text).toContain('cast(t."name" as text) ilike $2');
    expect(data.text).toContain('t."year" >= cast($3 as numeric)');
    expect(data.text).toContain('t."day" < cast($4 as date) + 1');
    expect(data.text).toMatch(/order by t\."name" desc limit 10 offset 20$/);
    expect(data.values).toEqual([evil, likeContains('50%_off'), '2000', '2024-01-31']);
    expect(likeContains('50%_off')).toBe('%50\\%\\_off%');
    expect(count.text).toMatch(/^select count\(\*\) as total from \(/);
    expect(count.text).not.toContain('limit');
  });

  it('binds a MySQL parameter at every use with ? and quotes identifiers with backticks', () => {
    const checked = checkReportSql('select * from t where a = ${x} or b = ${x}', 'mysql');
    const { data } = composePage(checked, {
      params: { x: 'v' },
      filters: [{ field: 'code', kind: 'list', op: 'match', value: 'H' }],
      sort: { field: 'code', order: 'asc' },
      limit: 5,
      offset: 0,
    });
    expect(data.text).toContain('a = ? or b = ?');
    expect(data.text).toContain('cast(t.`code` as char) = ?');
    expect(data.values).toEqual(['v', 'v', 'H']);
    expect(composeProbe(checked, {}).values).toEqual([null, null]);
  });
});

describe('data source password box', () => {
  const key = parseKey('11'.repeat(32));
  it('seals with AES-256-GCM: a fresh IV each time, opens only with the same key and untouched text', () => {
    const box = secretBox(key);
    const a = box.seal('s3cret!');
    const b = box.seal('s3cret!');
    expect(a).toMatch(/^v1:/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('s3cret');
    expect(box.open(a)).toBe('s3cret!');
    expect(secretBox(parseKey('22'.repeat(32))).open(a)).toBeUndefined();
    const raw = Buffer.from(a.slice(3), 'base64');
    raw[raw.length - 1] = (raw[raw.length - 1] ?? 0) ^ 1;
    expect(box.open(`v1:${raw.toString('base64')}`)).toBeUndefined();
  });

  it('takes the key from the setting (hex or base64), else a development key outside production, else none', () => {
    expect(parseKey(Buffer.alloc(32, 7).toString('base64'))).toEqual(Buffer.alloc(32, 7));
    expect(() => parseKey('too short')).toThrow();
    expect(dataSourceKey(undefined, 'test')).toEqual(dataSourceKey(undefined, 'development'));
    expect(dataSourceKey(undefined, 'production')).toBeUndefined();
    expect(secretBox(undefined).available).toBe(false);
    expect(() => secretBox(undefined).seal('x')).toThrow();
  });
});

describe('report cache', () => {
  it('keeps a value 30 s and at most max entries', () => {
    let clock = 0;
    const cache = reportCache<number>(30_000, 2, () => clock);
    cache.set('a', 1);
    clock = 29_999;
    expect(cache.get('a')).toBe(1);
    clock = 30_000;
    expect(cache.get('a')).toBeUndefined();
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.size).toBe(2);
    expect(cache.get('a')).toBeUndefined();
  });
});
