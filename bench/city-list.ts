/**
 * The all-cities list at scale (issue 16): the demo's cities, then synthetic cities added up to 1,500, 5,000 and
 * 10,000, and for each size the reply of GET /reception/city/cityCouCity/all as the pickers, the city finder and
 * the map load it: bytes as JSON, gzipped and brotli (as the server sends them when asked), and the time to answer
 * against a bare route in the same process (a ratio, measured in one run). In-process on PGlite (in memory).
 *
 *   npx tsx bench/city-list.ts          # BENCH_REQUESTS per size and encoding (default 30)
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { cities } from '../apps/server/src/db/schema/index.js';
import { prepareDatabase } from '../apps/server/src/db/setup.js';
import { ok } from '../apps/server/src/lib/reply.js';

const requests = Number(process.env.BENCH_REQUESTS ?? 30);
const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-bench-cities-'));
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  SEED_DEMO_DATA: 'true',
  ADMIN_PASSWORD: 'Bench#Cities2026',
});
const database = await openDatabase({ dataDir: path.join(dataDir, 'db'), poolSize: 1 });
await prepareDatabase(database, { seedDemo: true, adminPassword: config.ADMIN_PASSWORD });
const app = await buildApp({ config, database, logger: false, serveWeb: false });
const base = config.API_BASE;
app.get(`${base}/bench/bare`, { config: { access: 'public' } }, async () => ok(null));
await app.ready();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
async function time(url: string, encoding?: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < requests; i++) {
    const start = performance.now();
    const res = await app.inject({ url, headers: encoding ? { 'accept-encoding': encoding } : {} });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    bytes = res.rawPayload.length;
  }
  return { ms: median(times), bytes };
}

/** Adds synthetic cities (spread over the 21 economies and the globe) until the list holds `total`. */
async function growTo(total: number) {
  await database.db.execute(sql`
    insert into cities (country_id, name_zh, name_en, longitude, latitude, source_key)
    select c.id, '合成城市' || n, 'Synthetic city ' || n, (n * 37 % 360) - 180, (n * 17 % 140) - 70, 'bench-' || n
    from generate_series((select count(*) from cities)::int + 1, ${total}) n
    join countries c on c.id = (select id from countries order by id offset (n % 21) limit 1)`);
}

const rows: string[] = [];
const all = `${base}/reception/city/cityCouCity/all`;
const bare = await time(`${base}/bench/bare`);
const [counted] = await database.db.select({ n: count() }).from(cities);
const demoCount = counted?.n ?? 0;
for (const size of [demoCount, 1500, 5000, 10000]) {
  if (size > demoCount) await growTo(size);
  const plain = await time(all);
  const gzip = await time(all, 'gzip');
  const br = await time(all, 'br');
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  rows.push(
    `| ${size.toLocaleString('en')} | ${kb(plain.bytes)} | ${kb(gzip.bytes)} | ${kb(br.bytes)} | ${plain.ms.toFixed(1)} / ${gzip.ms.toFixed(1)} / ${br.ms.toFixed(1)} ms | ${(plain.ms / bare.ms).toFixed(0)}× |`,
  );
}
console.log(`bare route: median ${bare.ms.toFixed(2)} ms (${requests} requests each)`);
console.log('| cities | JSON | gzip | br | median time: JSON / gzip / br | JSON vs bare route |');
console.log('| --- | --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
await app.close();
await database.close();
