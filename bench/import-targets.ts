import type pg from 'pg';

/**
 * What the import benches write to: the bench's import series (numbers 900000 and up) with their `value` type,
 * every city with its economy's code, and every economy. Rows earlier runs left in those series are deleted first.
 */
export async function importTargets(db: pg.Client) {
  const imports = (
    await db.query<{ id: string; number: string; dim: string }>(
      `select s.id, s.number, d.id as dim from series s join dimensions d on d.series_id = s.id and d.code = 'value'
       where s.number::int >= 900000 order by s.number`,
    )
  ).rows;
  const cities = (
    await db.query<{ id: string; country_id: string; code: string }>(
      'select c.id, c.country_id, e.code from cities c join countries e on e.id = c.country_id order by c.id',
    )
  ).rows;
  const economies = (await db.query<{ id: string; code: string }>('select id, code from countries order by id')).rows;
  const ids = imports.map((s) => s.id);
  console.log('cleaning earlier import rows');
  await db.query('delete from data_logs where series_id = any($1::bigint[])', [ids]);
  await db.query('delete from data_values where series_id = any($1::bigint[])', [ids]);
  await db.query('vacuum analyze data_values');
  return { imports, cities, economies, ids };
}
