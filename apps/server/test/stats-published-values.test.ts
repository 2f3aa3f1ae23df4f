import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/transactional.js';
import type { PlaceSeriesRow } from '../src/modules/stats/chart.repository.js';
import { publishedBlockReader } from '../src/modules/stats/chart.repository.js';
import { publicationRepository } from '../src/modules/stats/publication.repository.js';
import {
  type ChangedSeries,
  changePayload,
  committed,
  noteRaised,
  parseChange,
} from '../src/modules/stats/publication-signal.js';
import { publicationVersion } from '../src/modules/stats/publication-version.js';
import { publishedValues, type StoredLookup } from '../src/modules/stats/published-values.js';
import { ValueBlock } from '../src/modules/stats/value-block.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, headers } from './stats-fixtures.js';

const everyPlace = ['c10', 'c11', 'c12', 'c100', 'c105', 'e1', 'e2'];

/** What a lookup holds for these types and places, as rows (types, places and years in order). */
const flat = (held: StoredLookup, typeIds = [1, 2, 3, 4]) =>
  typeIds.flatMap((typeId) =>
    everyPlace.flatMap((place) =>
      [...(held(typeId, place) ?? [])].map(([year, value]) => ({ typeId, place, year, value })),
    ),
  );

const rows: PlaceSeriesRow[] = [
  { countryId: 1, cityId: 10, years: [2001, 1999], values: [1.5, -2] },
  { countryId: 1, cityId: 11, years: [2000], values: [0] },
  { countryId: 1, cityId: null, years: [2000], values: [100] },
  { countryId: 2, cityId: null, years: [2003], values: [7.25] },
];
const economyRow = (value: number): PlaceSeriesRow[] => [
  { countryId: 1, cityId: null, years: [2000], values: [value] },
];

const leaf = (typeId: number, from: number, to: number) => ({ typeId, seriesId: typeId * 10, from, to });

describe('published values held in memory (per stored type, per publication version)', () => {
  it('answers exactly the stored values of the places and years asked for, gaps left out', async () => {
    const store = publishedValues(async () => rows);
    const got = await store.values(7, [leaf(3, 1999, 2002)]);
    expect(flat(got)).toEqual([
      { typeId: 3, place: 'c10', year: 1999, value: -2 },
      { typeId: 3, place: 'c10', year: 2001, value: 1.5 },
      { typeId: 3, place: 'c11', year: 2000, value: 0 },
      { typeId: 3, place: 'e1', year: 2000, value: 100 },
    ]);
    expect(flat(await store.values(7, [leaf(3, 2003, 2010)]))).toEqual([
      { typeId: 3, place: 'e2', year: 2003, value: 7.25 },
    ]);
    const none = await store.values(7, [leaf(3, 1990, 1998)]);
    expect(none(3, 'c10')?.size).toBe(0);
    expect(none(3, 'c12')).toBeUndefined();
    expect(none(4, 'c10')).toBeUndefined();
    const span = (await store.values(7, [leaf(3, 1999, 2001)]))(3, 'c10');
    expect(span?.get(2000)).toBeUndefined();
    expect(span?.has(2001)).toBe(true);
    expect(span?.size).toBe(2);
    expect([...(span?.keys() ?? [])]).toEqual([1999, 2001]);
  });

  it('reads each type once per version, shares concurrent first reads, and reads again after a change', async () => {
    const reads: string[] = [];
    let value = 1;
    const store = publishedValues(async (typeId, seriesId) => {
      reads.push(`${typeId}/${seriesId}`);
      await new Promise((r) => setTimeout(r, 5));
      return economyRow(value);
    });
    const ask = (version: number, typeId = 3) => store.values(version, [leaf(typeId, 2000, 2000)]);
    const first = await Promise.all([ask(1), ask(1), ask(1)]);
    expect(first.map((r) => flat(r)[0]?.value)).toEqual([1, 1, 1]);
    expect(reads).toEqual(['3/30']);
    await ask(1, 4);
    expect(reads).toEqual(['3/30', '4/40']);
    value = 2; // a publication changed the value: version 2
    expect(flat(await ask(2))[0]?.value).toBe(2);
    expect(reads).toEqual(['3/30', '4/40', '3/30']);
    expect(store.stats()).toMatchObject({ version: 2, blocks: 1 });
    // A caller still on version 1 is answered from a fresh read, and nothing of version 1 is kept.
    value = 1;
    expect(flat(await ask(1))[0]?.value).toBe(1);
    expect(flat(await ask(2))[0]?.value).toBe(2);
  });

  it('does not keep a read that finished after the version moved on', async () => {
    let release: () => void = () => undefined;
    let value = 1;
    const store = publishedValues(async () => {
      const v = value;
      await new Promise<void>((r) => {
        release = r;
      });
      return economyRow(v);
    });
    const ask = (version: number) => store.values(version, [leaf(3, 2000, 2000)]);
    const slow = ask(1);
    await new Promise((r) => setTimeout(r, 1));
    const releaseOld = release;
    value = 2;
    const fresh = ask(2);
    await new Promise((r) => setTimeout(r, 1));
    release();
    releaseOld();
    expect(flat(await slow)[0]?.value).toBe(1);
    expect(flat(await fresh)[0]?.value).toBe(2);
    expect(flat(await ask(2))[0]?.value).toBe(2);
    expect(store.stats().blocks).toBe(1);
  });

  it('reads at most two types from the database at once, the others in turn, each once', async () => {
    let running = 0;
    let most = 0;
    const reads: number[] = [];
    const store = publishedValues(async (typeId) => {
      running++;
      most = Math.max(most, running);
      reads.push(typeId);
      await new Promise((r) => setTimeout(r, 5));
      running--;
      return economyRow(typeId);
    });
    const types = [1, 2, 3, 4, 5, 6, 7, 8];
    const asked = await Promise.all([...types, ...types].map((typeId) => store.values(1, [leaf(typeId, 2000, 2000)])));
    expect(asked.map((held, i) => flat(held, [types[i % 8] as number])[0]?.value)).toEqual([...types, ...types]);
    expect(most).toBe(2);
    expect(reads.sort((a, b) => a - b)).toEqual(types);
    const one = publishedValues(
      async (typeId) => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        return economyRow(typeId);
      },
      { readsAtOnce: 1 },
    );
    most = 0;
    await Promise.all(types.map((typeId) => one.values(1, [leaf(typeId, 2000, 2000)])));
    expect(most).toBe(1);
  });

  it('stays within its memory bound, evicting the least recently used type', async () => {
    const wide = (n: number): PlaceSeriesRow[] =>
      Array.from({ length: n }, (_, i) => ({ countryId: 1, cityId: 100 + i, years: [2000], values: [i] }));
    const one = new ValueBlock(wide(10)).bytes;
    const store = publishedValues(async () => wide(10), { maxBytes: one * 2 });
    const ask = (typeId: number) => store.values(1, [leaf(typeId, 2000, 2000)]);
    for (const typeId of [1, 2, 3]) expect((await ask(typeId))(typeId, 'c105')?.get(2000)).toBe(5);
    expect(store.stats()).toMatchObject({ blocks: 2 });
    expect(store.stats().bytes).toBeLessThanOrEqual(one * 2);
  });

  it('keeps the types of series a change did not touch, and reads the touched ones again (all when unknown)', async () => {
    const reads: number[] = [];
    const store = publishedValues(async (typeId) => {
      reads.push(typeId);
      return economyRow(typeId);
    });
    const ask = (version: number, typeId: number) => store.values(version, [leaf(typeId, 2000, 2000)]);
    await ask(1, 3); // series 30
    await ask(1, 4); // series 40
    store.changed(2, [30]);
    await ask(2, 3);
    await ask(2, 4);
    expect(reads).toEqual([3, 4, 3]);
    store.changed(3, []);
    await ask(3, 3);
    await ask(3, 4);
    expect(reads).toEqual([3, 4, 3]);
    store.changed(4, 'all');
    await ask(4, 3);
    await ask(4, 4);
    expect(reads).toEqual([3, 4, 3, 3, 4]);
    await ask(6, 4); // a version it was never told about empties it as well
    expect(reads).toEqual([3, 4, 3, 3, 4, 4]);
  });

  it('keeps a running read of an untouched series, and not one of a touched series', async () => {
    const reads: number[] = [];
    const releases: (() => void)[] = [];
    const store = publishedValues(async (typeId) => {
      reads.push(typeId);
      await new Promise<void>((resolve) => releases.push(resolve));
      return economyRow(typeId);
    });
    const ask = (version: number, typeId: number) => store.values(version, [leaf(typeId, 2000, 2000)]);
    const touched = ask(1, 3);
    const untouched = ask(1, 4);
    await new Promise((r) => setTimeout(r, 1));
    store.changed(2, [30]);
    for (const release of releases) release();
    expect((await touched)(3, 'e1')?.get(2000)).toBe(3);
    await untouched;
    const again = ask(2, 3);
    await new Promise((r) => setTimeout(r, 1));
    for (const release of releases) release();
    await again;
    await ask(2, 4);
    expect(reads).toEqual([3, 4, 3]);
  });

  it('gives the JSON text of any span of years, as JSON.stringify writes the values (null where none)', async () => {
    const odd: PlaceSeriesRow[] = [
      { countryId: 1, cityId: 10, years: [2001, 2003, 2004, 2005], values: [1.5, -0, 1e21, 0.1 + 0.2] },
      { countryId: 1, cityId: null, years: [2000, 2001], values: [Number.NaN, -7] },
      { countryId: 2, cityId: null, years: [2002, 2000, 2001], values: [1, 2, 3] },
    ];
    const store = publishedValues(async () => odd);
    const spans = [
      [2000, 2006],
      [2001, 2005],
      [2002, 2002],
      [2003, 2004],
      [1990, 1995],
      [2007, 2010],
      [2005, 2005],
    ] as const;
    for (const [from, to] of spans) {
      const held = await store.values(1, [leaf(1, from, to)]);
      for (const key of ['c10', 'e1', 'e2']) {
        const span = held(1, key);
        const years = Array.from({ length: to - from + 1 }, (_, i) => from + i);
        expect(span?.json?.(from, to), `${key} ${from}-${to}`).toBe(
          JSON.stringify(years.map((y) => span?.get(y) ?? null)),
        );
        expect(span?.size, `${key} ${from}-${to}`).toBe(years.filter((y) => span?.has(y)).length);
      }
    }
  });

  it('builds compact blocks: every place in the same few arrays, found by its key', () => {
    const block = new ValueBlock([...rows, { countryId: 3, cityId: 12, years: [], values: [] }]);
    expect(block.size).toBe(4);
    expect([...(block.span('c10', 1990, 2010) ?? [])]).toEqual([
      [1999, -2],
      [2001, 1.5],
    ]);
    expect(block.span('c10', 1990, 2010)?.size).toBe(2);
    expect([...(block.span('e2', 2003, 2003) ?? [])]).toEqual([[2003, 7.25]]);
    for (const key of ['c12', 'c99', 'e3', 'x10', 'c', 'c1a', '10', ''])
      expect(block.span(key, 1990, 2010)).toBeUndefined();
  });
});

describe('reading a block from the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads every published value of a type exactly (same doubles), and nothing else', async () => {
    const ids = await demoIds(t.database.db);
    const seriesId = ids.series('3300');
    const typeId = ids.type('3300', 'value');
    const nzl = ids.country('NZL');
    // One value off the public side: it must not be read.
    await t.database.db.execute(
      sql`update data_values set status = 'canPublish' where dimension_id = ${typeId} and country_id = ${nzl} and year = 2015 and city_id is null`,
    );
    const read = await publishedBlockReader(t.database.prepared)(typeId, seriesId);
    const direct = await t.database.db.execute(sql`
      select country_id::int as "countryId", city_id::int as "cityId", year::int as year, value from data_values
      where dimension_id = ${typeId} and status = 'published' order by country_id, city_id, year`);
    const expected = rowsOf<{ countryId: number; cityId: number | null; year: number; value: number }>(direct);
    const got = read
      .flatMap((p) =>
        p.years.map((year, i) => ({ countryId: p.countryId, cityId: p.cityId, year, value: p.values[i] })),
      )
      .sort((a, b) => a.countryId - b.countryId || (a.cityId ?? 0) - (b.cityId ?? 0) || a.year - b.year);
    expect(expected.length).toBeGreaterThan(100);
    expect(got).toEqual(expected.map((r) => ({ ...r, value: Number(r.value) })));
    expect(got.some((r) => r.countryId === nzl && r.year === 2015 && r.cityId === null)).toBe(false);
    expect(got.some((r) => !Number.isInteger(r.value))).toBe(true);
  });
});

describe('publication changes name the series they touched', () => {
  it('writes and reads the NOTIFY payload', () => {
    expect(parseChange(`12${changePayload([3, 4])}`)).toEqual({ from: 11, to: 12, series: [3, 4] });
    expect(parseChange(`12${changePayload([])}`)).toEqual({ from: 11, to: 12, series: [] });
    expect(parseChange(`12${changePayload('all')}`)).toEqual({ from: 11, to: 12, series: 'all' });
    const many = Array.from({ length: 2000 }, (_, i) => i + 1);
    expect(parseChange(`12${changePayload(many)}`)?.series).toBe('all'); // too long for NOTIFY: every series
    expect(parseChange('12:3,x')?.series).toBe('all');
    expect(parseChange('nonsense')).toBeUndefined();
  });

  it('passes the series on when it saw every step since its version, and all otherwise', async () => {
    const db = {};
    let stored = 5;
    const holder = publicationVersion({ current: async () => stored }, db as Db);
    const seen: [number, ChangedSeries][] = [];
    holder.onChange((version, series) => seen.push([version, series]));
    expect(await holder.current()).toBe(5);
    const tx = {};
    noteRaised(tx, 6, [3]);
    noteRaised(tx, 7, [4]); // one transaction raising twice
    committed(db, tx);
    const gap = {};
    noteRaised(gap, 9, [1]); // version 8 was never seen here
    committed(db, gap);
    stored = 10;
    expect(await holder.current()).toBe(10); // read from the database: what changed is unknown
    expect(seen).toEqual([
      [5, 'all'],
      [7, [3, 4]],
      [9, 'all'],
      [10, 'all'],
    ]);
    await holder.close();
  });
});

describe('held values follow the publications of the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('reads again only the series a publication change touched', async () => {
    const ids = await demoIds(t.database.db);
    const db = t.database.db;
    const holder = publicationVersion(publicationRepository(db), db);
    const read = publishedBlockReader(t.database.prepared);
    const reads: number[] = [];
    const store = publishedValues(async (typeId, seriesId) => {
      reads.push(seriesId);
      return read(typeId, seriesId);
    });
    holder.onChange((version, series) => store.changed(version, series));
    const gdp = { seriesId: ids.series('3300'), typeId: ids.type('3300', 'value'), from: 2000, to: 2020 };
    const people = { seriesId: ids.series('3100'), typeId: ids.type('3100', 'value'), from: 2000, to: 2020 };
    const nzl = `e${ids.country('NZL')}`;
    const ask = async () => store.values(await holder.current(), [gdp, people]);
    expect((await ask())(gdp.typeId, nzl)?.get(2015)).toBeDefined();
    expect(reads).toEqual([gdp.seriesId, people.seriesId]);
    const staff = await signedInUser(t.app, db, { perms: ['city:data:publish'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/data/cityDataSeries/unpublish`,
      headers: headers(staff.token),
      payload: { seriesId: String(gdp.seriesId), countryId: String(ids.country('NZL')) },
    });
    expect(res.json().result.count).toBeGreaterThan(0);
    const after = await ask();
    expect(after(gdp.typeId, nzl)).toBeUndefined();
    expect(after(people.typeId, nzl)?.get(2015)).toBeDefined();
    expect(reads).toEqual([gdp.seriesId, people.seriesId, gdp.seriesId]);
    await holder.close();
  });
});
