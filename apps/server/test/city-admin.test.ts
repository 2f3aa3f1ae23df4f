import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities, cityCodes, cityNames, dataValues } from '../src/db/schema/index.js';
import { cityAdminRepository } from '../src/modules/cities/city-admin.repository.js';
import { signedInUser } from './auth-fixtures.js';
import type { TestContext } from './helper.js';
import { type DemoIds, headers, regionalAdmin, startDemoApp } from './stats-fixtures.js';
import { multipartFile, postMultipart } from './upload-fixtures.js';

let t: TestContext;
let ids: DemoIds;
let manager: Awaited<ReturnType<typeof signedInUser>>;
const managePerms = [
  'city:data:list',
  'city:manage:add',
  'city:manage:edit',
  'city:manage:retire',
  'city:manage:import',
  'city:manage:export',
];

beforeAll(async () => {
  ({ t, ids } = await startDemoApp());
  manager = await signedInUser(t.app, t.database.db, { perms: managePerms });
});
afterAll(() => t.close());

const prefix = '/city/data/manager';
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | null, payload?: unknown, lang = 'en') =>
  t.app.inject({
    method,
    url: `${t.base}${url}`,
    headers: { ...(token ? headers(token) : {}), 'accept-language': lang },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

const postFile = (url: string, token: string, fileName: string, content: Buffer | string, lang = 'en') =>
  postMultipart(t, url, token, multipartFile(fileName, content, { type: 'application/octet-stream' }), lang);
const importCsv = (token: string, csv: string, lang = 'en') =>
  postFile(`${prefix}/importCities`, token, 'cities.csv', csv, lang);

const cityCount = async () => (await t.database.db.select({ n: count() }).from(cities))[0]?.n ?? 0;
const zedport = (region: string, code: string) => ({
  countryId: String(ids.country('USA')),
  nameEn: 'Zedport',
  nameZh: '泽港',
  adminName: region,
  latitude: 45.5,
  longitude: -122.7,
  codes: [{ scheme: 'TEST', code }],
});

describe('city management routes', () => {
  it('ask for a session (401) and for their permission (403)', async () => {
    const noPerm = await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] });
    const beijing = ids.city('Beijing').id;
    const routes: ['GET' | 'POST' | 'PUT', string, unknown?][] = [
      ['POST', `${prefix}/add`, zedport('Oregon', 'X1')],
      ['PUT', `${prefix}/edit`, { ...zedport('Oregon', 'X1'), id: String(beijing) }],
      ['PUT', `${prefix}/retire?id=${beijing}`],
      ['PUT', `${prefix}/restore?id=${beijing}`],
      ['GET', `${prefix}/exportCities`],
      ['GET', `${prefix}/cityTemplate`],
    ];
    for (const [method, url, body] of routes) {
      expect((await call(method, url, null, body)).statusCode, url).toBe(401);
      expect((await call(method, url, noPerm.token, body)).statusCode, url).toBe(403);
    }
    expect((await postFile(`${prefix}/importCities`, noPerm.token, 'c.csv', 'economy\n')).statusCode).toBe(403);
    expect((await call('GET', `${prefix}/detail?id=${beijing}`, null)).statusCode).toBe(401);
  });
});

describe('adding and editing cities', () => {
  it('adds cities whose names repeat in an economy, told apart by region, and refuses a true duplicate', async () => {
    const before = await cityCount();
    const oregon = await call('POST', `${prefix}/add`, manager.token, {
      ...zedport('Oregon', 'US-OR-PDX'),
      kindOfArea: 'city_proper',
      aliases: [
        { lang: 'en', name: 'Zedport, Oregon' },
        { lang: 'en', name: 'zedport' }, // the city's own name: not kept as an alias
        { lang: 'zh', name: '泽港市' },
      ],
    });
    expect(oregon.statusCode, oregon.body).toBe(200);
    expect(oregon.json()).toMatchObject({
      message: 'addSuccess',
      result: {
        nameEn: 'Zedport',
        adminName: 'Oregon',
        kindOfArea: 'city_proper',
        retired: false,
        aliases: [
          { lang: 'en', name: 'Zedport, Oregon' },
          { lang: 'zh', name: '泽港市' },
        ],
        codes: [{ scheme: 'TEST', code: 'US-OR-PDX' }],
      },
    });
    const maine = await call('POST', `${prefix}/add`, manager.token, zedport('Maine', 'US-ME-PWM'));
    expect(maine.statusCode, maine.body).toBe(200);
    expect(await cityCount()).toBe(before + 2);

    const twice = await call('POST', `${prefix}/add`, manager.token, zedport('Maine', 'US-ME-OTHER'), 'zh');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: 'cityExists' });
    expect(twice.json().result.errors[0]).toEqual({
      field: 'nameEn',
      message: '该经济体已有同名、同行政区、同区域类型的城市',
    });
    const sameCode = await call('POST', `${prefix}/add`, manager.token, zedport('Victoria', 'US-OR-PDX'));
    expect(sameCode.statusCode).toBe(409);
    expect(sameCode.json()).toMatchObject({ message: 'cityCodeTaken' });
    // The same English name in another kind of area is another city (Tokyo city proper / metropolitan area).
    const metro = await call('POST', `${prefix}/add`, manager.token, {
      ...zedport('Oregon', 'US-OR-METRO'),
      kindOfArea: 'metropolitan_area',
    });
    expect(metro.statusCode, metro.body).toBe(200);
    expect(await cityCount()).toBe(before + 3);
  });

  it('refuses bad input with the field and changes nothing', async () => {
    const before = await cityCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ latitude: 91 }, 'latitude'],
      [{ nameEn: '   ' }, 'nameEn'],
      [{ kindOfArea: 'planet' }, 'kindOfArea'],
      [{ codes: [{ scheme: 'UN', code: 'has space' }] }, 'codes.0.code'],
      [{ countryId: 'abc' }, 'countryId'],
    ];
    for (const [change, field] of cases) {
      const res = await call('POST', `${prefix}/add`, manager.token, { ...zedport('Nowhere', 'BAD'), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().result.errors[0].field).toBe(field);
    }
    const twoSchemes = await call('POST', `${prefix}/add`, manager.token, {
      ...zedport('Nowhere', 'A'),
      codes: [
        { scheme: 'UN', code: '1' },
        { scheme: 'un', code: '2' },
      ],
    });
    expect(twoSchemes.json()).toMatchObject({ code: 400, message: 'cityCodeSchemeTwice' });
    const noEconomy = await call('POST', `${prefix}/add`, manager.token, {
      ...zedport('Nowhere', 'B'),
      countryId: '999999',
    });
    expect(noEconomy.json()).toMatchObject({ code: 400, message: 'countryNotExist' });
    expect(await cityCount()).toBe(before);
  });

  it('edits names, region, kind, place, alternative names and codes, and logs the change', async () => {
    const tianjin = ids.city('Tianjin');
    const res = await call('PUT', `${prefix}/edit`, manager.token, {
      id: String(tianjin.id),
      nameEn: 'Tianjin',
      nameZh: '天津',
      adminName: 'Tianjin',
      kindOfArea: 'administrative_area',
      latitude: 39.13,
      longitude: 117.2,
      population: 13866009,
      aliases: [
        { lang: 'zh', name: '天津市' },
        { lang: 'en', name: 'Tientsin' },
      ],
      codes: [{ scheme: 'CN-GB', code: '120000' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      countryId: String(tianjin.countryId),
      kindOfArea: 'administrative_area',
      latitude: 39.13,
      population: 13866009,
      codes: [{ scheme: 'CN-GB', code: '120000' }],
    });
    const again = await call('PUT', `${prefix}/edit`, manager.token, {
      ...res.json().result,
      aliases: [{ lang: 'en', name: 'Tientsin' }],
      codes: [],
    });
    expect(again.json().result).toMatchObject({ aliases: [{ lang: 'en', name: 'Tientsin' }], codes: [] });
    const reader = await signedInUser(t.app, t.database.db, { perms: ['system:oplog:list'] });
    const logged = (await call('GET', `/sys/opLog/list?username=${manager.username}&pageSize=100`, reader.token)).json()
      .result.records as { permission: string; route: string; status: number }[];
    expect(logged.filter((r) => r.permission === 'city:manage:edit')).toHaveLength(2);
    expect(logged.some((r) => r.route.endsWith('/city/data/manager/add'))).toBe(true);
    const missing = await call('PUT', `${prefix}/edit`, manager.token, { ...res.json().result, id: '999999' });
    expect(missing.json()).toMatchObject({ code: 404, message: 'cityNotExist' });
  });

  it('finds cities in the back-office list by an alternative name or code', async () => {
    const list = async (q: string) =>
      (await call('GET', `${prefix}/list?${q}`, manager.token))
        .json()
        .result.records.map((r: { nameEn: string; adminName: string | null }) => `${r.nameEn}/${r.adminName}`);
    expect(await list('name=Tientsin')).toEqual(['Tianjin/Tianjin']);
    expect(await list('name=US-ME')).toEqual(['Zedport/Maine']);
  });
});

describe('retiring cities', () => {
  it('hides a retired city from visitors and pickers, keeps its values, and restores it', async () => {
    const sydney = ids.city('Sydney');
    const values = async () =>
      (await t.database.db.select({ n: count() }).from(dataValues).where(eq(dataValues.cityId, sydney.id)))[0]?.n;
    const before = await values();
    const picker = await signedInUser(t.app, t.database.db, { perms: ['city:data:list'] });
    const visible = async () => ({
      all: (await call('GET', '/reception/city/cityCouCity/all', null))
        .json()
        .result.some((c: { id: string }) => c.id === String(sydney.id)),
      economy: (await call('GET', `/reception/city/cityCouCity/list/${sydney.countryId}`, null))
        .json()
        .result.some((c: { id: string }) => c.id === String(sydney.id)),
      one: (await call('GET', `/reception/city/cityCouCity/city/${sydney.id}`, null)).statusCode,
      describe: (await call('GET', `/reception/city/data/manager/getDescribe/${sydney.id}`, null)).statusCode,
      picker: (await call('GET', `${prefix}/city/list/data/${sydney.countryId}`, picker.token))
        .json()
        .result.some((c: { id: string }) => c.id === String(sydney.id)),
    });
    expect(await visible()).toEqual({ all: true, economy: true, one: 200, describe: 200, picker: true });

    const retired = await call('PUT', `${prefix}/retire?id=${sydney.id}`, manager.token);
    expect(retired.json()).toMatchObject({ message: 'retireSuccess', result: { retired: true } });
    expect(await visible()).toEqual({ all: false, economy: false, one: 404, describe: 404, picker: false });
    expect(await values()).toBe(before);
    const listed = (await call('GET', `${prefix}/list?status=retired`, manager.token)).json().result.records;
    expect(listed.map((r: { nameEn: string; retired: boolean }) => [r.nameEn, r.retired])).toEqual([['Sydney', true]]);
    expect((await call('PUT', `${prefix}/retire?id=${sydney.id}`, manager.token)).json()).toMatchObject({
      code: 409,
      message: 'cityRetired',
    });

    const restored = await call('PUT', `${prefix}/restore?id=${sydney.id}`, manager.token);
    expect(restored.json()).toMatchObject({ message: 'restoreSuccess', result: { retired: false } });
    expect(await visible()).toEqual({ all: true, economy: true, one: 200, describe: 200, picker: true });
    expect((await call('PUT', `${prefix}/restore?id=${sydney.id}`, manager.token)).statusCode).toBe(409);
  });
});

describe('area scope of regional administrators', () => {
  it('lets an administrator of one economy manage only its cities (403 / 404 elsewhere)', async () => {
    const japan = await regionalAdmin(t.app, t.database.db, { perms: managePerms, countryId: ids.country('JPN') });
    const beijing = ids.city('Beijing');
    const tokyo = ids.city('Tokyo');
    expect((await call('GET', `${prefix}/detail?id=${beijing.id}`, japan.token)).statusCode).toBe(403);
    expect((await call('GET', `${prefix}/detail?id=999999`, japan.token)).statusCode).toBe(404);
    expect((await call('GET', `${prefix}/detail?id=${tokyo.id}`, japan.token)).statusCode).toBe(200);
    const edit = await call('PUT', `${prefix}/edit`, japan.token, {
      id: String(beijing.id),
      nameEn: 'Hijacked',
      nameZh: '劫持',
      latitude: 0,
      longitude: 0,
    });
    expect(edit.json()).toMatchObject({ code: 403, message: 'notJurisdiction' });
    expect((await call('PUT', `${prefix}/retire?id=${beijing.id}`, japan.token)).statusCode).toBe(403);
    const add = await call('POST', `${prefix}/add`, japan.token, {
      ...zedport('Oregon', 'JP-ATTEMPT'),
      adminName: 'Elsewhere',
    });
    expect(add.json()).toMatchObject({ code: 403, message: 'notJurisdiction' });
    const own = await call('POST', `${prefix}/add`, japan.token, {
      countryId: String(ids.country('JPN')),
      nameEn: 'Nishitest',
      nameZh: '西测',
      latitude: 35.53,
      longitude: 139.7,
    });
    expect(own.statusCode, own.body).toBe(200);
    const rows = await importCsv(
      japan.token,
      `economy,nameEn,nameZh,latitude,longitude\nCHN,Testopolis,测试城,30.6,114.3\n`,
    );
    expect(rows.json().result.errors).toEqual([{ field: 'rows.2.economy', message: 'Outside your jurisdiction' }]);
    const exported = await call('GET', `${prefix}/exportCities?format=csv`, japan.token);
    expect(exported.body).toContain('Nishitest');
    expect(exported.body).not.toContain('Beijing');
    expect((await t.database.db.select().from(cities).where(eq(cities.id, beijing.id)))[0]?.nameEn).toBe('Beijing');

    const cityAdmin = await regionalAdmin(t.app, t.database.db, { perms: managePerms, cityId: tokyo.id });
    expect((await call('PUT', `${prefix}/retire?id=${tokyo.id}`, cityAdmin.token)).json()).toMatchObject({
      code: 403,
      message: 'notHereAdmin',
    });
  });

  it('holds in SQL: the repository changes nothing outside the area whatever the caller checked', async () => {
    const repo = cityAdminRepository(t.database.db);
    const beijing = ids.city('Beijing');
    const japan = { kind: 'country' as const, countryId: ids.country('JPN') };
    expect(await repo.findScoped(beijing.id, japan)).toBeUndefined();
    const fields = { ...beijing, nameEn: 'Hijacked', adminName: null, population: null };
    expect(await repo.update(beijing.id, japan, fields)).toBe(false);
    expect(await repo.setRetired(beijing.id, japan, new Date())).toBe(false);
    expect(await repo.setRetired(beijing.id, { kind: 'city', cityId: ids.city('Tokyo').id }, new Date())).toBe(false);
    const [row] = await t.database.db.select().from(cities).where(eq(cities.id, beijing.id));
    expect(row).toMatchObject({ nameEn: 'Beijing', retiredAt: null });
  });
});

describe('city import and export', () => {
  it('gives a template in the user’s language, as xlsx or csv', async () => {
    const zh = await call('GET', `${prefix}/cityTemplate?format=csv`, manager.token, undefined, 'zh');
    expect(zh.headers['content-type']).toContain('text/csv');
    expect(zh.body.replace('\ufeff', '').split('\r\n')[0]).toBe(
      'ID,经济体,英文名称,中文名称,行政区,区域类型,纬度,经度,人口,其他英文名称,其他中文名称,代码（体系:代码）',
    );
    const xlsx = await call('GET', `${prefix}/cityTemplate`, manager.token);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]?.getRow(1).values).toContain('English name');
  });

  it('imports all rows or none, reporting each bad row', async () => {
    const before = await cityCount();
    const csv = [
      'economy,nameEn,nameZh,region,latitude,longitude,codes',
      '中国,Testopolis,测试城,Hubei,30.59,114.31,TEST:CN-TC',
      'CHN,Chengtest,成测,Sichuan,north,104.07,',
      'XXX,Atlantis,亚特兰蒂斯,,0,0,',
      'CHN,Xitest,西测城,Shaanxi,34.27,108.9,TEST:US-OR-PDX',
      'CHN,Hartest,哈测,,45.75,126.63,nocolon',
    ].join('\n');
    const res = await importCsv(manager.token, csv);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('excelException');
    expect(res.json().result.errors.map((e: { field: string }) => e.field)).toEqual([
      'rows.3.latitude',
      'rows.4.economy',
      'rows.5.codes',
      'rows.6.codes',
    ]);
    expect(await cityCount()).toBe(before);
    expect((await importCsv(manager.token, 'economy,nameEn\nCHN,Testopolis\n')).json().result.errors).toEqual([
      { field: 'columns.nameZh', message: expect.any(String) },
      { field: 'columns.latitude', message: expect.any(String) },
      { field: 'columns.longitude', message: expect.any(String) },
    ]);
  });

  it('updates a city named by code or by name instead of adding it again, and adds new ones', async () => {
    const before = await cityCount();
    const beijing = ids.city('Beijing');
    const csv = [
      // Chinese headers are read too
      '经济体,英文名称,中文名称,行政区,纬度,经度,其他中文名称,其他英文名称,代码（体系:代码）',
      'CHN,Beijing,北京市,Beijing,39.9,116.4,北京市; 京,Peking,TEST:CN-BJ',
      'CN,Testopolis,测试城,Hubei,30.59,114.31,,,TEST:CN-TC',
      'United States,Zedport,泽港,Maine,43.66,-70.26,,,TEST:US-ME-PWM',
    ].join('\n');
    const res = await importCsv(manager.token, csv, 'zh');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'importSuccess', result: { created: 1, updated: 2 } });
    expect(await cityCount()).toBe(before + 1);
    const [updated] = await t.database.db.select().from(cities).where(eq(cities.id, beijing.id));
    expect(updated).toMatchObject({ nameZh: '北京市', latitude: 39.9 });
    const names = await t.database.db.select().from(cityNames).where(eq(cityNames.cityId, beijing.id));
    expect(names.map((n) => n.name).sort()).toEqual(['Peking', '京']);

    // By code: the English name changes, the city stays the same.
    const byCode = await importCsv(
      manager.token,
      'economy,nameEn,nameZh,latitude,longitude,codes\nCHN,Testopolis City,测试城,30.59,114.31,TEST:CN-TC\n',
    );
    expect(byCode.json().result).toEqual({ created: 0, updated: 1 });
    const [code] = await t.database.db.select().from(cityCodes).where(eq(cityCodes.code, 'CN-TC'));
    const [wuhan] = await t.database.db
      .select()
      .from(cities)
      .where(eq(cities.id, code?.cityId ?? 0));
    expect(wuhan?.nameEn).toBe('Testopolis City');
  });

  it('reports a name that repeats in an economy as a row error listing the candidates', async () => {
    const before = await cityCount();
    const res = await importCsv(
      manager.token,
      'economy,nameEn,nameZh,latitude,longitude,kindOfArea\nUSA,Zedport,泽港,45,-122,city_proper\n',
    );
    expect(res.statusCode).toBe(400);
    const [error] = res.json().result.errors;
    expect(error.field).toBe('rows.2.nameEn');
    expect(error.message).toMatch(
      /^Several cities have this name: Zedport \/ 泽港 \(Oregon\) #\d+; Zedport \/ 泽港 \(Maine\) #\d+/,
    );
    expect(await cityCount()).toBe(before);
    const twice = await importCsv(
      manager.token,
      'economy,nameEn,nameZh,latitude,longitude\nCHN,Dupeville,重复城,32,118.8\nCHN,Dupeville,重复城市,32,118.8\n',
    );
    expect(twice.json().result.errors).toEqual([
      { field: 'rows.3.nameEn', message: 'The value appears twice in the file' },
    ]);
    expect(await cityCount()).toBe(before);
  });

  it('exports the cities in the import format; importing the export again changes no city', async () => {
    const before = await cityCount();
    const csv = await call('GET', `${prefix}/exportCities?format=csv`, manager.token);
    expect(csv.headers['content-disposition']).toContain('cities.csv');
    const lines = csv.body.replace('\ufeff', '').trim().split('\r\n');
    expect(lines).toHaveLength(before + 1);
    expect(lines.find((l) => l.includes('Tianjin'))).toContain('Tientsin');
    const again = await importCsv(manager.token, csv.body);
    expect(again.json().result, again.body).toEqual({ created: 0, updated: before });
    expect(await cityCount()).toBe(before);

    const xlsx = await call('GET', `${prefix}/exportCities?format=xlsx`, manager.token, undefined, 'zh');
    const reimport = await postFile(`${prefix}/importCities`, manager.token, 'cities.xlsx', xlsx.rawPayload);
    expect(reimport.json().result).toEqual({ created: 0, updated: before });
  }, 120_000);
});

describe('place names in uploads', () => {
  it('lands rows naming 北京市 and 上海 (economy 中国) on the right cities, and lists the candidates of an ambiguous name', async () => {
    const uploader = await signedInUser(t.app, t.database.db, { perms: ['city:data:upload'] });
    const csv = ['series_number,economy,city,year,value', '2100,中国,北京市,2081,11', '2100,ｃｈｎ,上海,2081,12'].join(
      '\n',
    );
    const res = await postFile(`${prefix}/upload`, uploader.token, 'names.csv', csv);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await t.database.db
      .select({ cityId: dataValues.cityId, value: dataValues.value })
      .from(dataValues)
      .where(eq(dataValues.year, 2081));
    expect(rows.sort((a, b) => a.value - b.value)).toEqual([
      { cityId: ids.city('Beijing').id, value: 11 },
      { cityId: ids.city('Shanghai').id, value: 12 },
    ]);
    const ambiguous = await postFile(
      `${prefix}/upload`,
      uploader.token,
      'zedport.csv',
      'series_number,economy,city,year,value\n2100,USA,Zedport,2082,1\n2100,USA,zedport maine,2082,2\n',
      'zh',
    );
    expect(ambiguous.statusCode).toBe(400);
    const [error] = ambiguous.json().result.errors;
    expect(error.field).toBe('rows.2.city');
    expect(error.message).toMatch(/^多个城市同名：Zedport \/ 泽港 \(Oregon\) #\d+; .*Maine.*。请填写ID、代码或行政区$/);
    expect(ambiguous.json().result.errors[1]).toMatchObject({ field: 'rows.3.city' });
    const byCode = await postFile(
      `${prefix}/upload`,
      uploader.token,
      'code.csv',
      'series_number,economy,city,year,value\n2100,USA,TEST:US-ME-PWM,2082,2\n',
    );
    expect(byCode.json().result, byCode.body).toMatchObject({ created: 1 });
  });
});

describe('place names in pickers and search', () => {
  it('resolves a text to the cities of the caller’s area it names, listing candidates when ambiguous', async () => {
    const resolve = async (text: string, token: string | null, countryId?: number) =>
      call(
        'GET',
        `${prefix}/resolve?text=${encodeURIComponent(text)}${countryId ? `&countryId=${countryId}` : ''}`,
        token,
      );
    expect((await resolve('北京', null)).statusCode).toBe(401);
    const beijing = ids.city('Beijing');
    expect((await resolve('北京市', manager.token)).json().result).toEqual({
      kind: 'one',
      candidates: [{ id: String(beijing.id), label: expect.stringContaining('Beijing') }],
    });
    expect((await resolve(' ＳＨＡＮＧＨＡＩ ', manager.token)).json().result.candidates[0].id).toBe(
      String(ids.city('Shanghai').id),
    );
    const zedport = (await resolve('zedport', manager.token, ids.country('USA'))).json().result;
    expect(zedport.kind).toBe('ambiguous');
    expect(zedport.candidates.length).toBeGreaterThanOrEqual(2);
    expect((await resolve('Nowhere at all', manager.token)).json().result).toEqual({ kind: 'none', candidates: [] });
    const japan = await regionalAdmin(t.app, t.database.db, {
      perms: ['city:data:list'],
      countryId: ids.country('JPN'),
    });
    expect((await resolve('北京', japan.token)).json().result.kind).toBe('none');
    expect((await resolve('Tokyo', japan.token)).json().result.kind).toBe('one');
  });
});
