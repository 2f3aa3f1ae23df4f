import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/modules/data/transactional.js';
import type { PlaceSeriesRow } from '../src/modules/stats/chart.repository.js';
import { publishedBlockReader } from '../src/modules/stats/chart.repository.js';
import { buildBlock, publishedValues, type StoredLookup } from '../src/modules/stats/published-values.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds } from './stats-fixtures.js';

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

  it('stays within its memory bound, evicting the least recently used type', async () => {
    const wide = (n: number): PlaceSeriesRow[] =>
      Array.from({ length: n }, (_, i) => ({ countryId: 1, cityId: 100 + i, years: [2000], values: [i] }));
    const one = buildBlock(wide(10)).bytes;
    const store = publishedValues(async () => wide(10), { maxBytes: one * 2 });
    const ask = (typeId: number) => store.values(1, [leaf(typeId, 2000, 2000)]);
    for (const typeId of [1, 2, 3]) expect((await ask(typeId))(typeId, 'c105')?.get(2000)).toBe(5);
    expect(store.stats()).toMatchObject({ blocks: 2 });
    expect(store.stats().bytes).toBeLessThanOrEqual(one * 2);
  });

  it('builds compact blocks: one array of years per place', () => {
    const block = buildBlock(rows);
    expect([...block.places.keys()].sort()).toEqual(['c10', 'c11', 'e1', 'e2']);
    const city = block.places.get('c10');
    expect(city?.first).toBe(1999);
    expect([...(city?.values ?? [])]).toEqual([-2, Number.NaN, 1.5]);
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
