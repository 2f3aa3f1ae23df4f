import { serverInfoSchema } from '@csp/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueCache, SeriesRow } from '../src/modules/stats/catalogue.js';
import type { PlaceSeriesRow } from '../src/modules/stats/chart.repository.js';
import { publishedValues } from '../src/modules/stats/published-values.js';
import { buildTypeGraph, type TypeRow } from '../src/modules/stats/type-graph.js';
import { ValueBlock } from '../src/modules/stats/value-block.js';
import { publicStoredTypes, valuesWarmUp } from '../src/modules/stats/values-warm-up.js';
import { signedInUser } from './auth-fixtures.js';
import { buildTestApp, type TestContext } from './helper.js';
import { demoIds, headers } from './stats-fixtures.js';

const type = (id: number, seriesId: number, computeType: string, formula: string | null = null): TypeRow => ({
  id,
  seriesId,
  seriesNumber: String(seriesId * 100),
  code: computeType === 'yoy' ? 'yoy' : 'value',
  computeType,
  formula,
  parameters: {},
  coefficient: 1,
  sort: computeType === 'yoy' ? 1 : 0,
});

/**
 * Series 1 (open): stored type 11 and its year-on-year type; series 2 (closed): stored type 21, a source of
 * series 3 (open), whose formula type 31 divides S100 by S200; series 4 (closed): stored type 41, read by nothing
 * public; series 5 (open): a formula with an unknown reference.
 */
function catalogue(version: number): Catalogue {
  const open = new Map([
    [1, true],
    [2, false],
    [3, true],
    [4, false],
    [5, true],
  ]);
  return {
    version,
    loadedAt: Date.now(),
    series: new Map([...open].map(([id, isOpen]) => [id, { id, open: isOpen } as SeriesRow])),
    types: new Map(),
    graph: buildTypeGraph([
      type(11, 1, 'stored'),
      type(12, 1, 'yoy'),
      type(21, 2, 'stored'),
      type(31, 3, 'formula', 'S100 / S200'),
      type(41, 4, 'stored'),
      type(51, 5, 'formula', 'S100 / S999'),
    ]),
    countries: new Map(),
    cities: new Map(),
  };
}

/** What every read of the test's store returns: one place, two values. */
const rows: PlaceSeriesRow[] = [{ countryId: 1, cityId: null, years: [2000, 2001], values: [1, 2] }];

/** A catalogue cache at a version the test moves, and a held-values store whose reads are recorded. */
function setup(options: { maxBytes?: number; readMs?: number } = {}) {
  const state = { version: 1 };
  const reads: string[] = [];
  const catalogues = {
    version: async () => state.version,
    get: async (version: number) => catalogue(version),
  } as unknown as CatalogueCache;
  const published = publishedValues(
    async (typeId, seriesId) => {
      reads.push(`v${state.version}:${seriesId}/${typeId}`);
      await new Promise((r) => setTimeout(r, options.readMs ?? 1));
      return rows;
    },
    { maxBytes: options.maxBytes },
  );
  return { state, reads, catalogues, published };
}

describe('reading published values ahead (warm-up)', () => {
  it('lists the stored types public charts can read: open series and the sources of their formulas', () => {
    expect(publicStoredTypes(catalogue(1))).toEqual([
      { typeId: 11, seriesId: 1 },
      { typeId: 21, seriesId: 2 },
    ]);
  });

  it('reads each of them once per version, and again after a change drops them', async () => {
    const { state, reads, catalogues, published } = setup();
    const warm = valuesWarmUp({ catalogues, published });
    warm.schedule(0);
    await warm.idle();
    expect(reads).toEqual(['v1:1/11', 'v1:2/21']);
    warm.schedule(0);
    await warm.idle();
    expect(reads).toHaveLength(2); // held already
    state.version = 2;
    published.changed(2, [2]); // a change to series 2 drops its values only
    warm.schedule(0);
    await warm.idle();
    expect(reads).toEqual(['v1:1/11', 'v1:2/21', 'v2:2/21']);
    // What a query then asks for is held: no further read.
    const held = await published.values(2, [{ typeId: 11, seriesId: 1, from: 2000, to: 2001 }]);
    expect([...(held(11, 'e1') ?? [])]).toEqual([
      [2000, 1],
      [2001, 2],
    ]);
    expect(reads).toHaveLength(3);
    await warm.close();
  });

  it('starts over when the version moves while it runs, and runs once for a burst of changes', async () => {
    const { state, reads, catalogues, published } = setup({ readMs: 20 });
    const warm = valuesWarmUp({ catalogues, published });
    warm.schedule(0);
    await new Promise((r) => setTimeout(r, 10)); // the first read is under way
    state.version = 2;
    published.changed(2, 'all');
    for (let i = 0; i < 5; i += 1) warm.schedule(5);
    await warm.idle();
    expect(reads[0]).toBe('v1:1/11');
    expect(reads.filter((r) => r.startsWith('v2'))).toEqual(['v2:1/11', 'v2:2/21']);
    expect(reads).not.toContain('v1:2/21');
    await warm.close();
  });

  it('leaves a quarter of the memory bound to queries, and stops when closed', async () => {
    // Each block here is the same one place; the bound holds one block and a fifth, so one fills 3/4 of it.
    const { reads, catalogues, published } = setup({ maxBytes: Math.floor(new ValueBlock(rows).bytes * 1.2) });
    const warm = valuesWarmUp({ catalogues, published });
    warm.schedule(0);
    await warm.idle();
    expect(reads).toEqual(['v1:1/11']);
    const closing = setup({ readMs: 20 });
    const stopped = valuesWarmUp({ catalogues: closing.catalogues, published: closing.published });
    stopped.schedule(0);
    await new Promise((r) => setTimeout(r, 10));
    await stopped.close();
    stopped.schedule(0);
    await new Promise((r) => setTimeout(r, 30));
    expect(closing.reads).toEqual(['v1:1/11']);
  });

  it('tells a failed read and stops until scheduled again', async () => {
    const { catalogues } = setup();
    let fail = true;
    const published = publishedValues(async () => {
      if (fail) throw new Error('database gone');
      return [];
    });
    const errors: unknown[] = [];
    const warm = valuesWarmUp({ catalogues, published, onError: (e) => errors.push(e) });
    warm.schedule(0);
    await warm.idle();
    expect(errors).toHaveLength(1);
    fail = false;
    warm.schedule(0);
    await warm.idle();
    expect(errors).toHaveLength(1);
    expect(await published.preload(1, { typeId: 21, seriesId: 2 })).toBe(true);
    await warm.close();
  });
});

describe('warm-up in the app', () => {
  let t: TestContext;
  let ids: Awaited<ReturnType<typeof demoIds>>;
  beforeAll(async () => {
    t = await buildTestApp({ env: { CHART_VALUES_WARM_UP: 'true' } });
    ids = await demoIds(t.database.db);
  });
  afterAll(() => t.close());

  it('reads the published values ahead after the start, without a query (monitoring shows them held)', async () => {
    const monitor = await signedInUser(t.app, t.database.db, { perms: ['system:monitor'] });
    const figures = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: `${t.base}/sys/monitor/server`,
        headers: headers(monitor.token),
      });
      return serverInfoSchema.parse(res.json().result).chartData;
    };
    let held = await figures();
    for (let i = 0; i < 100 && (held?.warmUp !== 'idle' || held.typesHeld === 0); i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      held = await figures();
    }
    expect(held?.warmUp).toBe('idle');
    expect(held?.typesHeld).toBeGreaterThan(0);
    expect(held?.heldBytes).toBeGreaterThan(0);
    expect(held?.heldBytes).toBeLessThanOrEqual((held?.limitBytes ?? 0) * 0.75);
    expect(held?.replies.entries).toBe(0); // no chart was asked
  });

  it('answers published values only, before and after a change, while reading ahead', async () => {
    const nzl = String(ids.country('NZL'));
    const seriesId = String(ids.series('3300'));
    const ask = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `${t.base}/reception/city/stat/reception/examine/display`,
        payload: { seriesId, countryIds: [nzl], startYear: 2015, endYear: 2016 },
      });
      expect(res.statusCode).toBe(200);
      return res.json().result.data[`economy-${nzl}`] as (number | null)[];
    };
    await new Promise((r) => setTimeout(r, 700)); // the warm-up starts 500 ms after ready
    const before = await ask();
    expect(before.every((v) => v !== null)).toBe(true);
    const staff = await signedInUser(t.app, t.database.db, { perms: ['city:data:publish'] });
    const res = await t.app.inject({
      method: 'POST',
      url: `${t.base}/data/cityDataSeries/unpublish`,
      headers: headers(staff.token),
      payload: { seriesId, countryId: nzl },
    });
    expect(res.json().result.count).toBeGreaterThan(0);
    expect(await ask()).toEqual([null, null]);
    await new Promise((r) => setTimeout(r, 2100)); // the warm-up after the change has run
    expect(await ask()).toEqual([null, null]);
  });
});
