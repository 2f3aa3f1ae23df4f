import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dimensions, series } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let editor: { token: string };

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  editor = await signedInUser(t.app, t.database.db, {
    perms: [
      'series:list',
      'series:add',
      'series:edit',
      'series:delete',
      'dimension:list',
      'dimension:add',
      'dimension:edit',
      'dimension:delete',
    ],
  });
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `${t.base}${url}`, headers: headers(editor.token), payload });
const seriesCount = async () => (await t.database.db.select({ n: count() }).from(series))[0]?.n ?? 0;
const typeCount = async () => (await t.database.db.select({ n: count() }).from(dimensions))[0]?.n ?? 0;
const newSeries = {
  level: 2,
  number: '3500',
  nameEn: 'Renewables share',
  nameZh: '可再生能源占比',
  unitEn: '%',
  unitZh: '%',
};

describe('series tree', () => {
  it('lists the two-level tree and one series', async () => {
    const tree = (await api('GET', '/series/citySerSeries/list')).json().result;
    expect(tree.map((g: { number: string; children: unknown[] }) => [g.number, g.children.length])).toEqual([
      ['1000', 4],
      ['2000', 3],
      ['3000', 4],
      ['4000', 2],
      ['5000', 5],
    ]);
    const one = (await api('GET', `/series/citySerSeries/queryById?id=${ids.series('2300')}`)).json().result;
    expect(one).toMatchObject({ number: '2300', level: 2, pid: String(ids.series('2000')), unitEn: '%' });
    expect(
      (await api('GET', '/series/citySerSeries/type/list')).json().result.map((o: { value: string }) => o.value),
    ).toContain('percent');
  });

  it('refuses missing name, number or level, a non-numeric number and a wrong parent with 400, storing nothing', async () => {
    const before = await seriesCount();
    const parent = String(ids.series('3000'));
    const cases: [object, string, string][] = [
      [{ ...newSeries, pid: parent, nameEn: '' }, 'nameEn', 'The series name cannot be empty'],
      [{ ...newSeries, pid: parent, number: undefined }, 'number', 'The indicator code must be a number'],
      [{ ...newSeries, pid: parent, number: '35a' }, 'number', 'The indicator code must be a number'],
      [{ ...newSeries, pid: parent, level: undefined }, 'level', 'The level cannot be empty'],
      [{ ...newSeries, pid: parent, level: 3 }, 'level', 'The level cannot be empty'],
      [{ ...newSeries }, 'pid', 'A level 2 series needs a level 1 parent; a level 1 series has none'],
      [
        { ...newSeries, pid: String(ids.series('3100')) },
        'pid',
        'A level 2 series needs a level 1 parent; a level 1 series has none',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api('POST', '/series/citySerSeries/add', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().result.errors).toContainEqual({ field, message });
    }
    expect(await seriesCount()).toBe(before);
  });

  it('refuses duplicates with 409, adds a level-2 series with a stored value type, edits and deletes it', async () => {
    const parent = String(ids.series('3000'));
    const dupNumber = await api('POST', '/series/citySerSeries/add', { ...newSeries, pid: parent, number: '3100' });
    expect(dupNumber.json()).toMatchObject({ code: 409, message: 'seriesNumberRepeat' });
    const dupName = await api('POST', '/series/citySerSeries/add', { ...newSeries, pid: parent, nameZh: '总人口' });
    expect(dupName.json()).toMatchObject({ code: 409, message: 'seriesNameRepeat' });
    const created = await api('POST', '/series/citySerSeries/add', {
      ...newSeries,
      pid: parent,
      contentEn: '<p onclick="x()">Share <script>alert(1)</script><a href="https://example.org">link</a></p>',
    });
    expect(created.json()).toMatchObject({ message: 'addSuccess', result: { number: '3500', pid: parent } });
    const s = created.json().result;
    expect(s.contentEn).toBe(
      '<p>Share <a href="https://example.org" target="_blank" rel="noopener noreferrer">link</a></p>',
    );
    const types = (await api('GET', `/dimension/getTypeList?seriesId=${s.id}`)).json().result;
    expect(types).toEqual([expect.objectContaining({ code: 'value', computeType: 'stored' })]);
    const edited = await api('PUT', '/series/citySerSeries/edit', {
      ...newSeries,
      id: s.id,
      pid: parent,
      nameEn: 'Renewable share',
    });
    expect(edited.json().result.nameEn).toBe('Renewable share');
    const closed = await api('PUT', '/series/citySerSeries/edit', { ...newSeries, id: s.id, pid: parent, open: false });
    expect(closed.json().result.open).toBe(false);
    const publicRead = await t.app.inject({ url: `${t.base}/reception/series/citySerSeries/queryById?id=${s.id}` });
    expect(publicRead.json()).toMatchObject({ code: 404, message: 'seriesNotExist' });
    expect((await api('DELETE', `/series/citySerSeries/delete?id=${s.id}`)).json().message).toBe('deleteSuccess');
    expect((await api('GET', `/series/citySerSeries/queryById?id=${s.id}`)).json().message).toBe('seriesNotExist');
  });

  it('keeps series with data, children or formula references', async () => {
    expect((await api('DELETE', `/series/citySerSeries/delete?id=${ids.series('3100')}`)).json()).toMatchObject({
      code: 409,
      message: 'seriesAlreadyHasData',
    });
    expect((await api('DELETE', `/series/citySerSeries/delete?id=${ids.series('3000')}`)).json().message).toBe(
      'seriesHasChildren',
    );
    const renumber = await api('PUT', '/series/citySerSeries/edit', {
      id: String(ids.series('2100')),
      level: 2,
      pid: String(ids.series('2000')),
      number: '2101',
      nameEn: 'Population, total',
      nameZh: '总人口',
    });
    expect(renumber.json()).toMatchObject({ code: 409, message: 'seriesReferenced' });
    expect((await api('DELETE', '/series/citySerSeries/delete?id=abc')).statusCode).toBe(400);
  });
});

describe('statistical types and compute types', () => {
  const base = () => ({ seriesId: String(ids.series('3200')), nameEn: 'Test type', nameZh: '测试类型' });

  it('lists compute types, formula series and the types of a series', async () => {
    const kinds = (await api('GET', '/dimension/getComputeType')).json().result;
    expect(kinds.map((k: { value: string }) => k.value)).toEqual(['stored', 'formula', 'chain_index', 'yoy']);
    const refs = (await api('GET', '/dimension/getSeriesList')).json().result;
    expect(refs.find((r: { number: string }) => r.number === '1100')).toMatchObject({
      reference: 'S1100',
      stored: true,
    });
    const info = (
      await api('GET', `/dimension/dimensionInformation/queryByDimensionId?dimensionId=${ids.type('1200', 'value')}`)
    ).json().result;
    expect(info).toMatchObject({
      computeType: 'formula',
      formula: 'S1100 / S2100',
      relatedSeries: ['1100', '2100'],
      coefficient: 1,
    });
  });

  it('accepts only numbers, S<number> references and + - * / ( ) in formulas; nothing is evaluated', async () => {
    const before = await typeCount();
    const bad = [
      'process.exit(1)',
      'S3100 ^ 2',
      'sqrt(S3100)',
      'S3100; S2100',
      'x = 1',
      'S3100.constructor',
      '2 S3100',
      '"text"',
      '[1, 2]',
      'import("fs")',
      'S3100 +',
      '',
    ];
    for (const formula of bad) {
      const res = await api('POST', '/dimension/addDimension', {
        ...base(),
        code: 'bad',
        computeType: 'formula',
        formula,
      });
      expect(res.statusCode, formula).toBe(400);
      expect(res.json().result.errors[0], formula).toMatchObject({
        field: 'formula',
        message: 'The formula is not valid',
      });
    }
    const unknown = await api('POST', '/dimension/addDimension', {
      ...base(),
      code: 'u',
      computeType: 'formula',
      formula: 'S3100 / S9999',
    });
    expect(unknown.json()).toMatchObject({ code: 400, message: 'formulaUnknownSeries' });
    const noBase = await api('POST', '/dimension/addDimension', {
      ...base(),
      code: 'c',
      computeType: 'chain_index',
      formula: 'S1300',
    });
    expect(noBase.json().result.errors[0].field).toBe('parameters.baseYear');
    const badCompute = await api('POST', '/dimension/addDimension', { ...base(), code: 'k', computeType: 'eval' });
    expect(badCompute.json().result.errors[0]).toMatchObject({ field: 'computeType', message: 'Unknown compute type' });
    expect(await typeCount()).toBe(before);
  });

  it('refuses circular formulas and changes that would break another type', async () => {
    const cycle = await api('PUT', '/dimension/editDimension', {
      id: String(ids.type('2100', 'value')),
      seriesId: String(ids.series('2100')),
      code: 'value',
      nameEn: 'Value',
      nameZh: '数值',
      computeType: 'formula',
      formula: 'S1200 * 2',
    });
    expect(cycle.json()).toMatchObject({ code: 409, message: 'dimensionHasData' });
    const add = await api('POST', '/dimension/addDimension', {
      ...base(),
      code: 'ratio',
      computeType: 'formula',
      formula: '(S3100 - S3100 * 0) / S2100 * 1000000',
      coefficient: 2,
    });
    expect(add.statusCode, add.body).toBe(200);
    const selfRef = await api('PUT', '/dimension/dimensionInformation/edit', {
      id: String(ids.type('1400', 'value')),
      formula: 'S1400',
    });
    expect(selfRef.json()).toMatchObject({ code: 400, message: 'formulaInvalid' });
    const dupCode = await api('POST', '/dimension/addDimension', {
      ...base(),
      code: 'ratio',
      nameEn: 'Other',
      nameZh: '其他',
      computeType: 'stored',
    });
    expect(dupCode.json()).toMatchObject({ code: 409, message: 'dimensionNumberExist' });
    const removePrimary = await api('DELETE', `/dimension/delete?id=${ids.type('2200', 'value')}`);
    expect(removePrimary.json()).toMatchObject({ code: 409, message: 'dimensionHasData' });
    const removed = await api('DELETE', `/dimension/delete?id=${add.json().result.id}`);
    expect(removed.json().message).toBe('deleteSuccess');
  });
});

describe('series import', () => {
  const send = (csv: string, token = editor.token) => {
    const boundary = '----cspseries';
    const payload = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="series.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`,
    );
    return t.app.inject({
      method: 'POST',
      url: `${t.base}/series/citySerSeries/importSeries`,
      headers: { ...headers(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload,
    });
  };

  it('creates and updates series from a file, all rows or none', async () => {
    const importer = await signedInUser(t.app, t.database.db, { perms: ['series:import'] });
    const before = await seriesCount();
    const bad = await send(
      'number,parent_number,level,name_en,name_zh\n6000,,1,Water,水\n6100,6999,2,Water use,用水量\n6200,6000,3,Rain,降雨\nabc,6000,2,X,叉',
      importer.token,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result.errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.4.level',
      'rows.5.number',
      'rows.3.parent_number',
    ]);
    expect(await seriesCount()).toBe(before);
    const good = await send(
      'number,parent_number,level,name_en,name_zh,unit_en,unit_zh\n6100,6000,2,Water use,用水量,m3,立方米\n6000,,1,Water,水,,\n3100,3000,2,CO2 emissions (million tonnes),二氧化碳排放量（百万吨）,Mt,百万吨',
      importer.token,
    );
    expect(good.json()).toMatchObject({ message: 'importSuccess', result: { created: 2, updated: 1 } });
    expect(await seriesCount()).toBe(before + 2);
    const tree = (await api('GET', '/series/citySerSeries/list')).json().result;
    const water = tree.find((g: { number: string }) => g.number === '6000');
    expect(water.children.map((c: { number: string; unitEn: string }) => [c.number, c.unitEn])).toEqual([
      ['6100', 'm3'],
    ]);
    expect((await api('GET', `/series/citySerSeries/queryById?id=${ids.series('3100')}`)).json().result.unitEn).toBe(
      'Mt',
    );
  });
});
