import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  cities,
  cityCodes,
  cityNames,
  countries,
  dataValues,
  dimensions,
  homeContent,
  series,
  tenants,
} from '../schema/index.js';
import type { DemoFiles } from './demo-files.js';
import { homeIntroduction } from './home-introduction.js';

const chunkSize = 1000;

function chunks<T>(items: T[], size = chunkSize): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Loads the demo dataset into an empty database, all in one transaction; does nothing when data exists. */
export async function seedDemoData(db: Db, demo: DemoFiles): Promise<{ seeded: boolean; values: number }> {
  const [existing] = await db.select({ n: count() }).from(countries);
  if ((existing?.n ?? 0) > 0) return { seeded: false, values: 0 };
  await db.transaction(async (tx) => {
    await tx.insert(tenants).values({ id: 0, name: 'Default' }).onConflictDoNothing();
    const countryRows = await tx
      .insert(countries)
      .values(
        demo.economies.map((e) => ({ code: e.code, iso2: e.iso2, nameEn: e.nameEn, nameZh: e.nameZh, sort: e.sort })),
      )
      .returning({ id: countries.id, code: countries.code });
    const countryId = new Map(countryRows.map((c) => [c.code, c.id]));
    const cityRows = demo.cities.map((c, i) => ({
      countryId: mustGet(countryId, c.economy, 'economy'),
      sourceKey: c.key,
      nameEn: c.nameEn,
      // No checked Chinese name: the Chinese interface shows the English one rather than a guess.
      nameZh: c.nameZh ?? c.nameEn,
      kindOfArea: c.kindOfArea,
      adminName: c.adminName ?? null,
      latitude: c.lat,
      longitude: c.lng,
      capital: c.capital,
      population: c.population ?? null,
      describeEn: c.descriptionEn,
      describeZh: c.descriptionZh,
      sort: i,
    }));
    const cityId = new Map<string, number>();
    for (const part of chunks(cityRows)) {
      const rows = await tx.insert(cities).values(part).returning({ id: cities.id, key: cities.sourceKey });
      for (const r of rows) cityId.set(r.key ?? '', r.id);
    }
    const codeRows = demo.cities.flatMap((c) =>
      c.codes.map((code) => ({ cityId: mustGet(cityId, c.key, 'city'), scheme: code.scheme, code: code.code })),
    );
    for (const part of chunks(codeRows)) await tx.insert(cityCodes).values(part);
    const nameRows = demo.cities.flatMap((c) =>
      c.aliases.map((a) => ({ cityId: mustGet(cityId, c.key, 'city'), lang: a.lang, name: a.name })),
    );
    for (const part of chunks(nameRows)) await tx.insert(cityNames).values(part);

    const seriesId = new Map<string, number>();
    const valueDimension = new Map<string, number>();
    // Economy-level series first (groups, then indicators), then the city-level ones: ids stay as they were
    // before the city figures came.
    const rank = (s: (typeof demo.series)[number]) => (s.figures === 'city' ? 2 : 0) + s.level;
    const ordered = [...demo.series].sort((a, b) => rank(a) - rank(b));
    for (const [i, s] of ordered.entries()) {
      const [row] = await tx
        .insert(series)
        .values({
          pid: s.parentNumber ? mustGet(seriesId, s.parentNumber, 'parent series') : null,
          level: s.level,
          number: s.number,
          nameEn: s.nameEn,
          nameZh: s.nameZh,
          unitEn: s.unitEn,
          unitZh: s.unitZh,
          valueKind: s.valueKind,
          decimals: s.decimals,
          contentEn: s.descriptionEn,
          contentZh: s.descriptionZh,
          sourceEn: s.sourceEn,
          sourceZh: s.sourceZh,
          licence: s.licence,
          sort: i,
        })
        .returning({ id: series.id });
      if (!row) throw new Error(`series ${s.number} not inserted`);
      seriesId.set(s.number, row.id);
      for (const [j, t] of s.types.entries()) {
        const [dim] = await tx
          .insert(dimensions)
          .values({
            seriesId: row.id,
            code: t.code,
            nameEn: t.nameEn,
            nameZh: t.nameZh,
            computeType: t.computeType,
            formula: t.formula ?? null,
            coefficient: t.coefficient ?? 1,
            parameters: t.baseYear ? { baseYear: t.baseYear } : {},
            sort: j,
          })
          .returning({ id: dimensions.id });
        if (dim && t.computeType !== 'yoy' && !valueDimension.has(s.number)) valueDimension.set(s.number, dim.id);
      }
    }

    const values: ValueRow[] = demo.values.map((v) => [
      mustGet(seriesId, v.series_number, 'series'),
      mustGet(valueDimension, v.series_number, 'value type of series'),
      mustGet(countryId, v.economy, 'economy'),
      null,
      v.year,
      v.value,
    ]);
    const cityEconomy = new Map(demo.cities.map((c) => [c.key, mustGet(countryId, c.economy, 'economy')]));
    for (const v of demo.cityValues) {
      values.push([
        mustGet(seriesId, v.series_number, 'series'),
        mustGet(valueDimension, v.series_number, 'value type of series'),
        mustGet(cityEconomy, v.city_key, 'city'),
        mustGet(cityId, v.city_key, 'city'),
        v.year,
        v.value,
      ]);
    }
    const now = new Date().toISOString();
    // Emptying the (empty) table in this transaction lets PGlite's minimal WAL skip the bulk load's WAL.
    const [anyValue] = await tx.select({ n: count() }).from(dataValues);
    if ((anyValue?.n ?? 0) === 0) await tx.execute(sql`truncate data_values`);
    for (const part of chunks(values, valueChunk)) await insertValues(tx, part, now);
    // The publisher's own status: a series' values from its first projected year on are projections (UN WUP 2018).
    for (const s of demo.series) {
      if (s.projectionsFrom === undefined) continue;
      await tx
        .update(dataValues)
        .set({ obsStatus: 'projection' })
        .where(
          and(eq(dataValues.seriesId, mustGet(seriesId, s.number, 'series')), gte(dataValues.year, s.projectionsFrom)),
        );
    }
    await tx
      .insert(homeContent)
      .values({ id: 1, ...homeIntroduction })
      .onConflictDoNothing();
  });
  return { seeded: true, values: demo.values.length + demo.cityValues.length };
}

/** series, type, economy, city (null: economy-level), year, value */
type ValueRow = [number, number, number, number | null, number, number];
const valueChunk = 20_000;

/**
 * Published values, many per statement: one array parameter per column, unnested by the database (about
 * 180,000 demo values in a few statements instead of thousands of multi-row inserts; PGlite and PostgreSQL).
 */
async function insertValues(tx: Parameters<Parameters<Db['transaction']>[0]>[0], rows: ValueRow[], now: string) {
  const column = (i: number) => `{${rows.map((r) => (r[i] === null ? 'NULL' : String(r[i]))).join(',')}}`;
  await tx.execute(sql`
    insert into data_values (series_id, dimension_id, country_id, city_id, year, value, status, published_at)
    select s, d, c, ci, y, v, 'published', ${now}::timestamptz
    from unnest(${column(0)}::bigint[], ${column(1)}::bigint[], ${column(2)}::bigint[], ${column(3)}::bigint[],
                ${column(4)}::smallint[], ${column(5)}::float8[]) as t(s, d, c, ci, y, v)`);
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data: unknown ${what} ${String(key)}`);
  return value;
}
