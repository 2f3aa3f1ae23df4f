import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcements, type series, seriesPushes } from '../src/db/schema/index.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, startDemoApp } from './stats-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let admin: { token: string; userId: number; username: string };
let reader: { token: string };

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  admin = await signedInUser(t.app, t.database.db, {
    perms: ['series:list', 'series:add', 'series:edit', 'series:import', 'series:push', 'dimension:list'],
  });
  reader = await signedInUser(t.app, t.database.db);
});
afterAll(() => t.close());

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token, lang?: string) =>
  t.app.inject({
    method,
    url: `${t.base}${url}`,
    headers: { ...headers(token), ...(lang ? { 'accept-language': lang } : {}) },
    payload,
  });
const rows = async <T>(table: T) =>
  (await t.database.db.select({ n: count() }).from(table as typeof series))[0]?.n ?? 0;

type Root = { number: string; childCount: number; children: { number: string }[] };

describe('series root list (paged, sorted, filtered on the server)', () => {
  it('pages the level-1 groups with their children, sorted by a column', async () => {
    const first = (await api('GET', '/series/citySerSeries/rootList?pageNo=1&pageSize=2')).json().result;
    expect(first).toMatchObject({ total: 5, size: 2, current: 1, pages: 3 });
    expect(first.records.map((g: Root) => [g.number, g.childCount, g.children.length])).toEqual([
      ['1000', 4, 4],
      ['2000', 3, 3],
    ]);
    expect(first.records[0].children.map((c: Root) => c.number)).toEqual(['1100', '1200', '1300', '1400']);
    const desc = (await api('GET', '/series/citySerSeries/rootList?column=number&order=desc&pageSize=10')).json()
      .result;
    expect(desc.records.map((g: Root) => g.number)).toEqual(['5000', '4000', '3000', '2000', '1000']);
    expect(desc.records[4].children.map((c: Root) => c.number)).toEqual(['1400', '1300', '1200', '1100']);
  });

  it('filters by number or name: a matching group keeps its children, else only the matching children show', async () => {
    const byChild = (await api('GET', `/series/citySerSeries/rootList?keyword=${encodeURIComponent('co2')}`)).json()
      .result;
    expect(byChild.total).toBe(1);
    expect(byChild.records[0]).toMatchObject({ number: '3000', childCount: 4 });
    expect(byChild.records[0].children.map((c: Root) => c.number)).toEqual(['3100', '3200']);
    const byGroup = (await api('GET', `/series/citySerSeries/rootList?keyword=${encodeURIComponent('人口')}`)).json()
      .result;
    // 人口 (population) and 城市人口 (city population): each group with all its children
    expect(byGroup.records.map((g: Root) => [g.number, g.children.length])).toEqual([
      ['2000', 3],
      ['4000', 2],
    ]);
    // % and _ are taken literally: two names hold a per cent sign, none an underscore.
    const percent = (await api('GET', '/series/citySerSeries/rootList?keyword=%25')).json().result;
    expect(percent.records.flatMap((g: Root) => g.children.map((c) => c.number))).toEqual(['1300', '2300']);
    const underscore = (await api('GET', '/series/citySerSeries/rootList?keyword=_')).json().result;
    expect(underscore.total).toBe(0);
  });

  it('refuses a bad page, column or order with 400 naming the field', async () => {
    for (const [query, field] of [
      ['pageSize=0', 'pageSize'],
      ['pageNo=x', 'pageNo'],
      ['column=password', 'column'],
      ['order=sideways', 'order'],
    ]) {
      const res = await api('GET', `/series/citySerSeries/rootList?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('dimension list (every series, paged, sorted, filtered)', () => {
  it('filters by compute type, series and keyword and sorts on the server', async () => {
    const formulas = (await api('GET', '/dimension/list?computeType=formula&pageSize=50')).json().result;
    expect(formulas.records.map((d: { seriesNumber: string }) => d.seriesNumber)).toEqual(['1200', '2300']);
    expect(formulas.records[0]).toMatchObject({
      code: 'value',
      formula: 'S1100 / S2100',
      seriesName: 'GDP per person (current US$)',
    });
    const one = (
      await api('GET', `/dimension/list?seriesId=${ids.series('1100')}`, undefined, admin.token, 'zh')
    ).json().result;
    expect(one.records.map((d: { code: string }) => d.code)).toEqual(['value', 'yoy']);
    expect(one.records[0].seriesName).toBe('国内生产总值（现价美元）');
    const keyword = (await api('GET', '/dimension/list?keyword=3400&pageSize=5')).json().result;
    expect(keyword.total).toBe(2);
    const paged = (await api('GET', '/dimension/list?pageSize=5&pageNo=2&column=seriesNumber&order=desc')).json()
      .result;
    expect(paged).toMatchObject({ current: 2, size: 5 });
    expect(paged.records.map((d: { seriesNumber: string }) => d.seriesNumber)).toEqual([
      '5300',
      '5200',
      '5200',
      '5100',
      '5100',
    ]);
  });

  it('refuses an unknown compute type, column or series id with 400', async () => {
    for (const [query, field] of [
      ['computeType=magic', 'computeType'],
      ['column=formula', 'column'],
      ['seriesId=abc', 'seriesId'],
    ]) {
      const res = await api('GET', `/dimension/list?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result.errors.map((e: { field: string }) => e.field)).toContain(field);
    }
  });
});

describe('deflator series list', () => {
  it('lists the level-2 series holding a stored type, for deflatorImport holders only', async () => {
    const importer = await signedInUser(t.app, t.database.db, { perms: ['dimension:deflator:import'] });
    const res = await api('GET', '/dimension/getDeflatorSeriesList', undefined, importer.token);
    expect(res.statusCode).toBe(200);
    const numbers = res.json().result.map((s: { number: string }) => s.number);
    expect(numbers).toContain('1300');
    expect(numbers).toContain('1100');
    expect(numbers).not.toContain('1200');
    expect(numbers).not.toContain('1400');
    expect(numbers).not.toContain('1000');
    expect((await api('GET', '/dimension/getDeflatorSeriesList')).statusCode).toBe(403);
  });
});

describe('series import template', () => {
  it('gives the import columns, an example and the existing groups, and imports back as it is', async () => {
    const res = await api('GET', '/series/citySerSeries/importTemplate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('series-import-template.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.getWorksheet('Series')?.getRow(1).values).toEqual([
      undefined,
      'number',
      'parent_number',
      'level',
      'name_en',
      'name_zh',
      'unit_en',
      'unit_zh',
      'value_kind',
      'decimals',
      'source_en',
      'source_zh',
      'licence',
    ]);
    expect(JSON.stringify(book.getWorksheet('Groups')?.getSheetValues())).toContain('Energy and emissions');
    const boundary = '----cspTemplate';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="t.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`;
    const imported = await t.app.inject({
      method: 'POST',
      url: `${t.base}/series/citySerSeries/importSeries`,
      headers: { ...headers(admin.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([Buffer.from(head), res.rawPayload, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    });
    expect(imported.statusCode).toBe(200);
    expect(imported.json().result).toEqual({ created: 2, updated: 0 });
    const lister = await signedInUser(t.app, t.database.db, { perms: ['series:list'] });
    expect((await api('GET', '/series/citySerSeries/importTemplate', undefined, lister.token)).statusCode).toBe(403);
  });
});

describe('duplicate series names', () => {
  it('names the field whose name is taken (English or Chinese)', async () => {
    const base = { level: 1, number: '9300', nameEn: 'Fresh group', nameZh: '新分组' };
    const zh = await api('POST', '/series/citySerSeries/add', { ...base, nameZh: '经济' });
    expect(zh.statusCode).toBe(409);
    expect(zh.json().result.errors).toEqual([{ field: 'nameZh', message: 'The series name already exists' }]);
    const en = await api('POST', '/series/citySerSeries/add', { ...base, nameEn: 'Economy' }, admin.token, 'zh');
    expect(en.json().result.errors).toEqual([{ field: 'nameEn', message: '指标名称重复' }]);
    const number = await api('POST', '/series/citySerSeries/add', { ...base, number: '1000' });
    expect(number.json().result.errors).toEqual([{ field: 'number', message: 'The series number already exists' }]);
  });
});

describe('information push', () => {
  it('announces a new series to every user with a released announcement in both languages', async () => {
    const before = await rows(announcements);
    const res = await api('POST', '/series/citySerSeries/push', {
      seriesId: String(ids.series('1200')),
      kind: 'new',
      note: 'Now computed <for> every economy\nsince 1960',
      priority: 'M',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('pushSuccess');
    const a = res.json().result;
    expect(a).toMatchObject({
      sendStatus: '1',
      msgType: 'ALL',
      priority: 'M',
      msgCategory: '1',
      sender: admin.username,
    });
    expect(a.titile).toBe('New series: GDP per person (current US$) / 新指标：人均国内生产总值（现价美元）');
    expect(a.msgContent).toContain('number 1200');
    expect(a.msgContent).toContain('编号 1200');
    expect(a.msgContent).toContain('Now computed &lt;for&gt; every economy<br />since 1960');
    expect(await rows(announcements)).toBe(before + 1);

    const bell = (await api('GET', '/sys/annountCement/listByUser', undefined, reader.token)).json().result;
    expect(bell.anntMsgList.map((n: { titile: string }) => n.titile)).toContain(a.titile);

    const history = (await api('GET', `/series/citySerSeries/push/list?seriesId=${ids.series('1200')}`)).json().result;
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ kind: 'new', announcementId: a.id, titile: a.titile, sendStatus: '1' });
    expect(history[0].pushedBy).toBe(admin.username);
  });

  it('announces a series as new only once; revisions as often as needed', async () => {
    const seriesId = String(ids.series('2300'));
    expect((await api('POST', '/series/citySerSeries/push', { seriesId })).statusCode).toBe(200);
    const before = [await rows(announcements), await rows(seriesPushes)];
    const again = await api('POST', '/series/citySerSeries/push', { seriesId, kind: 'new' });
    expect(again.statusCode).toBe(409);
    expect(again.json().result.errors).toEqual([
      { field: 'kind', message: 'This series was already announced as new; announce it as revised' },
    ]);
    expect([await rows(announcements), await rows(seriesPushes)]).toEqual(before);
    for (const note of ['Corrected 2019', 'Corrected 2020']) {
      const revised = await api('POST', '/series/citySerSeries/push', { seriesId, kind: 'revised', note });
      expect(revised.statusCode).toBe(200);
      expect(revised.json().result.titile).toMatch(/^Series revised: Urbanisation rate/);
    }
    const kinds = (await api('GET', `/series/citySerSeries/push/list?seriesId=${seriesId}`)).json().result;
    expect(kinds.map((p: { kind: string; note: string }) => p.kind)).toEqual(['revised', 'revised', 'new']);
  });

  it('keeps long titles within 100 characters', async () => {
    const long = await api('POST', '/series/citySerSeries/add', {
      level: 1,
      number: '9200',
      nameEn: `A very long group name ${'x'.repeat(90)}`,
      nameZh: '很长的分组名称',
    });
    const res = await api('POST', '/series/citySerSeries/push', { seriesId: long.json().result.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.titile).toHaveLength(100);
    expect(res.json().result.titile.endsWith('…')).toBe(true);
  });

  it('refuses an unknown series, a bad kind, priority or id and a note over 2,000 characters, storing nothing', async () => {
    const before = [await rows(announcements), await rows(seriesPushes)];
    const cases: [object, string, string][] = [
      [{ seriesId: '99999999' }, 'seriesId', 'The series does not exist'],
      [{ seriesId: 'x1' }, 'seriesId', 'Invalid parameters'],
      [{}, 'seriesId', 'This field is required'],
      [{ seriesId: String(ids.series('1100')), kind: 'deleted' }, 'kind', 'The value is not one of the allowed values'],
      [
        { seriesId: String(ids.series('1100')), priority: 'X' },
        'priority',
        'The value is not one of the allowed values',
      ],
      [{ seriesId: String(ids.series('1100')), note: 'n'.repeat(2001) }, 'note', 'No more than 2000 characters'],
    ];
    for (const [payload, field, message] of cases) {
      const res = await api('POST', '/series/citySerSeries/push', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().result.errors).toContainEqual({ field, message });
    }
    expect([await rows(announcements), await rows(seriesPushes)]).toEqual(before);
  });

  it('needs series:push', async () => {
    const lister = await signedInUser(t.app, t.database.db, { perms: ['series:list'] });
    const res = await api('POST', '/series/citySerSeries/push', { seriesId: String(ids.series('1100')) }, lister.token);
    expect(res.statusCode).toBe(403);
    const pushed = await t.database.db
      .select({ n: count() })
      .from(seriesPushes)
      .where(eq(seriesPushes.seriesId, ids.series('1100')));
    expect(pushed[0]?.n).toBe(0);
  });
});
