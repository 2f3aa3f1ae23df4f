/**
 * The statistics benchmark dataset on PostgreSQL (issue 4): 21 economies, 1,000 cities, 300 series with a stored
 * value type and a yoy type, 66 years (1958–2023), every value published: each city has its own figures for half
 * of the series, every economy for all of them — 9.9 million city values and 415,800 economy values. Thirty more
 * empty series (numbers 900001–900030) receive the import benchmark's rows.
 */
import pg from 'pg';

export const bench = {
  economies: 21,
  cities: 1000,
  series: 300,
  firstYear: 1958,
  lastYear: 2023,
  importSeries: 30,
} as const;

const codes = [
  'AUS',
  'BRN',
  'CAN',
  'CHL',
  'CHN',
  'HKG',
  'IDN',
  'JPN',
  'KOR',
  'MYS',
  'MEX',
  'NZL',
  'PNG',
  'PER',
  'PHL',
  'RUS',
  'SGP',
  'TWN',
  'THA',
  'USA',
  'VNM',
];

async function run(client: pg.Client, label: string, text: string) {
  const started = performance.now();
  await client.query(text);
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Fills an empty, migrated database; secondary indexes of data_values are dropped for the load and rebuilt. */
export async function generateDataset(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('set synchronous_commit = off');
    await client.query('begin');
    await client.query(
      `insert into countries (code, iso2, name_en, name_zh, sort)
       select c, substr(c, 1, 2) || i, 'Economy ' || c, '经济体' || c, i from unnest($1::text[]) with ordinality as t(c, i)`,
      [codes],
    );
    await run(
      client,
      'cities',
      `insert into cities (country_id, name_en, name_zh, longitude, latitude, sort)
       select (select id from countries order by id offset (g % ${bench.economies}) limit 1),
              'City ' || lpad(g::text, 4, '0'), '城市' || g, (g % 360) - 180, (g % 170) - 85, g
       from generate_series(1, ${bench.cities}) g`,
    );
    await client.query(
      `insert into series (pid, level, number, name_en, name_zh, unit_en, unit_zh, source_en, licence, sort)
       select null, 1, (g * 1000)::text, 'Group ' || g, '分组' || g, '', '', '', '', g from generate_series(1, 10) g`,
    );
    await client.query(
      `insert into series (pid, level, number, name_en, name_zh, unit_en, unit_zh, source_en, licence, sort)
       select (select id from series where number = (((g - 1) % 10 + 1) * 1000)::text), 2, (100000 + g)::text,
              'Series ' || g, '指标' || g, 'units', '单位', 'Generated benchmark data', 'CC BY 4.0', g
       from generate_series(1, ${bench.series}) g
       union all
       select (select id from series where number = '1000'), 2, (900000 + g)::text, 'Import ' || g, '导入' || g,
              'units', '单位', 'Benchmark import', 'CC BY 4.0', 1000 + g
       from generate_series(1, ${bench.importSeries}) g`,
    );
    await client.query(
      `insert into dimensions (series_id, code, name_en, name_zh, compute_type, sort)
       select id, 'value', 'Value', '数值', 'stored', 0 from series where level = 2
       union all select id, 'yoy', 'Year-on-year change (%)', '同比变化（%）', 'yoy', 1 from series where level = 2`,
    );
    await client.query('commit');

    const indexes = await client.query<{ name: string; def: string }>(
      `select indexname as name, indexdef as def from pg_indexes
       where tablename = 'data_values' and indexname not in ('data_values_pkey', 'data_values_point_uq')`,
    );
    for (const i of indexes.rows) await client.query(`drop index ${i.name}`);
    await client.query('alter table data_values drop constraint data_values_point_uq');
    const values = `
      select s.id, d.id, %PLACE%, y, (((s.id * 7919 + %SEED% * 104729 + y * 31) % 100000) + 1) / 10.0, 'published', now()
      from series s join dimensions d on d.series_id = s.id and d.code = 'value'
      cross join generate_series(${bench.firstYear}, ${bench.lastYear}) y
      %JOIN% where s.level = 2 and s.number::int < 900000`;
    await run(
      client,
      'city values',
      `insert into data_values (series_id, dimension_id, country_id, city_id, year, value, status, published_at)
       ${values.replace('%PLACE%', 'c.country_id, c.id').replace('%SEED%', 'c.id').replace('%JOIN%', 'join cities c on (c.id + s.id) % 2 = 0')}`,
    );
    await run(
      client,
      'economy values',
      `insert into data_values (series_id, dimension_id, country_id, city_id, year, value, status, published_at)
       ${values.replace('%PLACE%', 'e.id, null').replace('%SEED%', 'e.id').replace('%JOIN%', 'cross join countries e')}`,
    );
    await run(
      client,
      'unique index',
      'alter table data_values add constraint data_values_point_uq unique nulls not distinct (series_id, dimension_id, country_id, city_id, year)',
    );
    for (const i of indexes.rows) await run(client, i.name, i.def);
    await run(client, 'analyze', 'analyze');
    await client.query(
      `insert into publication_state (id, version) values (1, 1) on conflict (id) do update set version = publication_state.version + 1`,
    );
    const { rows } = await client.query<{ n: string }>('select count(*) as n from data_values');
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}
