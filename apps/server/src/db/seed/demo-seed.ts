import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { cities, countries, dataValues, dimensions, homeContent, series, tenants } from '../schema/index.js';
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
      nameZh: c.nameZh,
      adminName: c.adminName ?? null,
      latitude: c.lat,
      longitude: c.lng,
      capital: c.capital,
      population: c.population ?? null,
      describeEn: c.descriptionEn,
      describeZh: c.descriptionZh,
      sort: i,
    }));
    for (const part of chunks(cityRows)) await tx.insert(cities).values(part);

    const seriesId = new Map<string, number>();
    const valueDimension = new Map<string, number>();
    const ordered = [...demo.series].sort((a, b) => a.level - b.level);
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

    const now = new Date();
    const values = demo.values.map((v) => ({
      seriesId: mustGet(seriesId, v.series_number, 'series'),
      dimensionId: mustGet(valueDimension, v.series_number, 'value type of series'),
      countryId: mustGet(countryId, v.economy, 'economy'),
      cityId: null,
      year: v.year,
      value: v.value,
      status: 'published',
      publishedAt: now,
    }));
    for (const part of chunks(values)) await tx.insert(dataValues).values(part);
    await tx
      .insert(homeContent)
      .values({ id: 1, ...homeIntroduction })
      .onConflictDoNothing();
  });
  return { seeded: true, values: demo.values.length };
}

function mustGet<K, V>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`demo data: unknown ${what} ${String(key)}`);
  return value;
}
