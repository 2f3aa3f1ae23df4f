/**
 * Statistics core benchmark (issue 4; not part of `npm test`). On PostgreSQL:
 *  1. generates the dataset of stats-dataset.ts in a scratch database `csp_bench` (dropped and created; another
 *     name with BENCH_DB_NAME, e.g. to bench beside someone else's run);
 *  2. chart query (5 cities × 30 years, POST /reception/city/stat/reception/examine/display) against a bare route
 *     of the same server, 32 keep-alive connections each, same run;
 *  3. imports a 1,000,000-row CSV through the upload endpoint, and COPYs the same rows (ids resolved) with psql.
 *
 *   npx tsx bench/stats.ts                 # everything (generation takes a few minutes)
 *   npx tsx bench/stats.ts --reuse         # keep an existing csp_bench database
 *   npx tsx bench/stats.ts --reuse --chart-only | --import-only
 *   npx tsx bench/stats.ts --prepare-only  # only build the dataset
 *   BENCH_ADMIN_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=10 npx tsx bench/stats.ts
 *   BENCH_SERVER=tsx npx tsx bench/stats.ts --reuse   # the bench server from its sources (default: compiled)
 *   BENCH_DB_NAME=csp_bench_import npx tsx bench/stats.ts --reuse --import-only   # another scratch database
 *   BENCH_OUT_DIR=/tmp/me/bench-dist …   # where the compiled bench server is built (default bench/dist)
 */
import { type ChildProcess, execFileSync, fork } from 'node:child_process';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, openSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate } from '../apps/server/src/db/migrate.js';
import { prepareDatabase } from '../apps/server/src/db/setup.js';
import { serverEnv, serverNodeArgs } from '../scripts/server-runtime.mjs';
import { chartPicks } from './chart-picks.js';
import { importTargets } from './import-targets.js';
import { badLastRowBench } from './stats-atomic.js';
import { bench, generateDataset } from './stats-dataset.js';
import { combine, type LoadResult, load } from './stats-load.js';

const adminUrl = process.env.BENCH_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The scratch database (BENCH_DB_NAME, default csp_bench): a helper benching imports beside a chart bench uses its own. */
const dbName = process.env.BENCH_DB_NAME ?? 'csp_bench';
if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`BENCH_DB_NAME must be a plain lower-case name: ${dbName}`);
const benchUrl = Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString();
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = 32;
const rounds = 5;
const importRows = 1_000_000;
const reuse = process.argv.includes('--reuse');
const chartOnly = process.argv.includes('--chart-only');
const importOnly = process.argv.includes('--import-only');
/** Only the 1,000,000-row upload whose last row is bad (issue 15): it must change nothing (`stats-atomic.ts`). */
const badLastRow = process.argv.includes('--import-bad-last-row');

async function admin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

export async function prepare(keep = reuse) {
  const exists = await admin(
    async (c) => (await c.query('select 1 from pg_database where datname = $1', [dbName])).rowCount,
  );
  if (keep && exists) {
    // The kept dataset runs on the current schema: migrations added since it was built are applied.
    const database = await openDatabase({ url: benchUrl, dataDir: 'unused' });
    await migrate(database);
    await database.close();
    return console.log(`reusing database ${dbName}`);
  }
  await admin(async (c) => {
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.query(`create database ${dbName}`);
  });
  const database = await openDatabase({ url: benchUrl, dataDir: 'unused' });
  await prepareDatabase(database, { seedDemo: false, adminPassword: 'Bench#Admin1' });
  await database.close();
  console.log('generating the dataset');
  const started = performance.now();
  const n = await generateDataset(benchUrl);
  console.log(`  ${n.toLocaleString('en')} values in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** How the bench server runs: compiled as `npm start` runs the product (the default), or from its sources with tsx. */
export type ServerRuntime = 'compiled' | 'tsx';
const defaultRuntime: ServerRuntime = process.env.BENCH_SERVER === 'tsx' ? 'tsx' : 'compiled';
let compiledServer: string | undefined;

/** bench/stats-server.ts compiled as the product's server is (scripts/build-server.mjs), once per bench run. */
function compiledStatsServer(): string {
  if (!compiledServer) {
    const root = path.resolve(import.meta.dirname, '..');
    // BENCH_OUT_DIR: two benches building at once into bench/dist would overwrite each other's server.
    const outdir = process.env.BENCH_OUT_DIR ?? path.join(import.meta.dirname, 'dist');
    execFileSync(
      process.execPath,
      ['scripts/build-server.mjs', '--entry', 'bench/stats-server.ts', '--outdir', outdir],
      {
        cwd: root,
        stdio: 'inherit',
      },
    );
    compiledServer = path.join(outdir, 'stats-server.js');
  }
  return compiledServer;
}

/**
 * Starts the bench server in a child process, on this Node or on the Node binary `execPath`; compiled (as the
 * product runs) unless `runtime` (or BENCH_SERVER=tsx) says to run its sources through tsx.
 */
export async function startServer(warmUp = false, execPath = process.execPath, runtime = defaultRuntime) {
  const compiled = runtime === 'compiled';
  const child = fork(compiled ? compiledStatsServer() : path.join(import.meta.dirname, 'stats-server.ts'), {
    execPath,
    execArgv: compiled ? serverNodeArgs : ['--import', 'tsx'],
    // The compiled server runs as `npm start` runs it (scripts/server-runtime.mjs); tsx as the product ran before.
    env: { ...(compiled ? serverEnv() : process.env), BENCH_DB_URL: benchUrl, BENCH_WARM_UP: String(warmUp) },
    // The server's log lines (BENCH_LOG_LEVEL) go nowhere: the bench measures the server, not a terminal.
    stdio: ['ignore', process.env.BENCH_LOG_LEVEL ? openSync('/dev/null', 'w') : 'inherit', 'inherit', 'ipc'],
  });
  const [message] = (await once(child, 'message')) as [{ port: number; token: string; base: string }];
  return { child, ...message };
}

export const fmt = (r: LoadResult) =>
  `${r.requests.toLocaleString('en')} requests, ${r.rps.toFixed(0)} req/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, ` +
  `statuses ${JSON.stringify(r.statuses)}`;

async function chartPlaces() {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const cities = (await db.query<{ id: string }>('select id from cities order by id')).rows.map((r) => r.id);
  const series = (
    await db.query<{ id: string }>('select id from series where level = 2 and number::int < 900000 order by id')
  ).rows.map((r) => r.id);
  await db.end();
  return { cities, series };
}

/** The chart request of the benchmark: query `i` (distinct: no two alike) or `i` mod 50 (popular). */
function chartRequest(base: string, cities: string[], series: string[]) {
  return (i: number, distinct: boolean, seriesAt?: number) => {
    const picks = chartPicks(distinct ? i : i % 50, cities.length, series.length);
    const body = JSON.stringify({
      cityIds: picks.cities.map((c) => cities[c]).join(','),
      seriesId: series[seriesAt ?? picks.series],
      startYear: 1990,
      endYear: 2019,
      resFlag: 0,
      findType: 3,
    });
    return { method: 'POST' as const, path: `${base}/reception/city/stat/reception/examine/display`, body };
  };
}

/** One chart of each series (a query no other part of the bench asks), 32 at a time. */
async function firstChartOfEachSeries(server: { port: number; base: string }) {
  const { cities, series } = await chartPlaces();
  const chart = chartRequest(server.base, cities, series);
  return load({
    port: server.port,
    connections,
    seconds: 300,
    maxRequests: series.length,
    // Series i itself: the picked series of a query repeat, and left a third of the series to be read during the
    // chart load's slices (issue 22).
    request: (i) => chart(80_000_000 + i, true, i),
  });
}

/**
 * The server's memory at fixed times after the load: at its end (with the load's garbage, promoted under load, still
 * in the old generation) and once it has been given back (the server's idle collection, `plugins/idle-collection.ts`,
 * a second or two after the load; V8's memory reducer alone took 8-20 s).
 */
export async function memoryAfterLoad(child: ChildProcess, seconds: readonly number[]) {
  const started = performance.now();
  const out: { seconds: number; memory: NodeJS.MemoryUsage }[] = [];
  for (const at of seconds) {
    const wait = started + at * 1000 - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    out.push({ seconds: at, memory: await memoryOf(child) });
  }
  return out;
}

export async function memoryOf(child: ChildProcess): Promise<NodeJS.MemoryUsage> {
  child.send('memory');
  const [{ memory }] = (await once(child, 'message')) as [{ memory: NodeJS.MemoryUsage }];
  return memory;
}

/**
 * A server with the warm-up on (`values-warm-up.ts`): how long after it is ready the published values are all
 * held (its array buffers stop growing), then the first chart of each series, as in the chart bench.
 */
async function warmUpBench() {
  const started = performance.now();
  const warm = await startServer(true);
  const ready = performance.now();
  try {
    // Held values are typed arrays: the warm-up is over when the array buffers, having grown, stop growing.
    const baseline = (await memoryOf(warm.child)).arrayBuffers;
    let last = baseline;
    let grewAt = ready;
    const growing = () => last === baseline || performance.now() - grewAt < 2000;
    while (growing() && performance.now() - ready < 120_000) {
      await new Promise((r) => setTimeout(r, 100));
      const held = (await memoryOf(warm.child)).arrayBuffers;
      if (held > last + 1024 * 1024) {
        last = held;
        grewAt = performance.now();
      }
    }
    const firstCharts = await firstChartOfEachSeries(warm);
    return {
      startSeconds: (ready - started) / 1000,
      warmSeconds: (grewAt - ready) / 1000,
      heldBytes: last,
      firstCharts,
    };
  } finally {
    warm.child.kill('SIGTERM');
    await once(warm.child, 'exit');
  }
}

export async function chartBench(server: { port: number; base: string; child: ChildProcess }) {
  const { cities, series } = await chartPlaces();
  const chart = chartRequest(server.base, cities, series);
  const bare = () => ({ method: 'GET' as const, path: `${server.base}/bench/bare` });
  // The floor answers every chart body with the text of one real chart reply.
  const sample = chart(1, true);
  const sampleReply = await fetch(`http://127.0.0.1:${server.port}${sample.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: sample.body,
  }).then((r) => r.text());
  server.child.send({ floor: sampleReply });
  const floor = (i: number) => ({ ...chart(i, true), path: `${server.base}/bench/floor` });
  const run = (request: (i: number) => { method: 'GET' | 'POST'; path: string; body?: string }, s = seconds) =>
    load({ port: server.port, connections, seconds: s, maxRequests: 2_000_000, request });
  // With the warm-up off, the first chart of each series after a start reads that series' published values into
  // memory (`published-values.ts`): measured on its own, one request per series, 32 at a time.
  const firstReads = await firstChartOfEachSeries(server);
  // Warm up, then alternate short slices of each kind so that the machine's load (shared CPUs) weighs on all
  // three alike; each kind's slices are combined.
  await run(bare, 2);
  await run((i) => chart(50_000_000 + i, true), 2);
  const slices = {
    bare: [] as LoadResult[],
    floor: [] as LoadResult[],
    distinct: [] as LoadResult[],
    popular: [] as LoadResult[],
  };
  const slice = seconds / rounds;
  for (let round = 0; round < rounds; round++) {
    slices.bare.push(await run(bare, slice));
    slices.floor.push(await run((i) => floor(round * 1_000_000 + i), slice));
    slices.distinct.push(await run((i) => chart(round * 1_000_000 + i, true), slice));
    slices.popular.push(await run((i) => chart(i, false), slice));
  }
  const bare1 = combine(slices.bare);
  const distinct = combine(slices.distinct);
  const popular = combine(slices.popular);
  return { bare: bare1, floor: combine(slices.floor), distinct, popular, bareRps: bare1.rps, firstReads };
}

export async function importBench(server: { port: number; base: string; token: string }) {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const { imports, cities, economies, ids } = await importTargets(db);
  await db.query('vacuum analyze data_logs');
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-import-'));
  const uploadFile = path.join(dir, 'upload.csv');
  const copyFile = path.join(dir, 'copy.csv');
  const up = createWriteStream(uploadFile);
  const cp = createWriteStream(copyFile);
  up.write('series_number,type_code,economy,city,year,value\n');
  const half = imports.length / 2;
  let n = 0;
  const write = async (s: number, economy: string, countryId: string, cityId: string | null, year: number) => {
    const value = ((n * 7919) % 1_000_000) / 100;
    const a = imports[s] as { number: string };
    const b = imports[s + half] as { id: string; dim: string };
    const ok1 = up.write(`${a.number},value,${economy},${cityId ?? ''},${year},${value}\n`);
    const ok2 = cp.write(`${b.id},${b.dim},${countryId},${cityId ?? ''},${year},${value},pending\n`);
    n += 1;
    if (!ok1) await once(up, 'drain');
    if (!ok2) await once(cp, 'drain');
  };
  outer: for (let s = 0; s < half; s++) {
    for (let year = bench.firstYear; year <= bench.lastYear; year++) {
      for (const c of cities) {
        if (n >= importRows) break outer;
        await write(s, c.code, c.country_id, c.id, year);
      }
      for (const e of economies) {
        if (n >= importRows) break outer;
        await write(s, e.code, e.id, null, year);
      }
    }
  }
  up.end();
  cp.end();
  await Promise.all([once(up, 'finish'), once(cp, 'finish')]);
  const size = statSync(uploadFile).size;
  console.log(`  ${n.toLocaleString('en')} rows; upload file ${(size / 1024 / 1024).toFixed(1)} MB`);

  // Each timed load starts from a checkpoint: neither pays for writing out the pages the one before it dirtied
  // (a 1,000,000-row load writes ~0.5 GB of WAL, so PostgreSQL checkpoints every few seconds during either load).
  await db.query('checkpoint');
  let started = performance.now();
  execFileSync('psql', [
    benchUrl,
    '-q',
    '-c',
    `\\copy data_values (series_id, dimension_id, country_id, city_id, year, value, status) from '${copyFile}' with (format csv)`,
  ]);
  const copySeconds = (performance.now() - started) / 1000;

  await db.query('checkpoint');
  started = performance.now();
  const reply = await uploadCsv(server, uploadFile, size);
  const uploadSeconds = (performance.now() - started) / 1000;
  const counts = (
    await db.query<{ a: string; b: string; logs: string }>(
      `select (select count(*) from data_values where series_id = any($1::bigint[])) as a,
              (select count(*) from data_values where series_id = any($2::bigint[])) as b,
              (select count(*) from data_logs where series_id = any($1::bigint[])) as logs`,
      [ids.slice(0, half), ids.slice(half)],
    )
  ).rows[0];
  await db.end();
  rmSync(dir, { recursive: true, force: true });
  return { rows: n, size, copySeconds, uploadSeconds, reply, counts };
}

function uploadCsv(server: { port: number; base: string; token: string }, file: string, size: number) {
  const boundary = '----cspbench';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="import.csv"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise<string>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'POST',
        path: `${server.base}/city/data/manager/upload`,
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': head.length + size + tail.length,
          'x-access-token': server.token,
        },
      },
      (res) => {
        let body = '';
        res.on('data', (c) => {
          body += c;
        });
        res.on('end', () => resolve(body));
      },
    );
    req.on('error', reject);
    req.write(head);
    const stream = createReadStream(file);
    stream.on('end', () => req.end(tail));
    stream.pipe(req, { end: false });
  });
}

// Run as a script (not when bench/node-versions.ts imports its parts).
if (import.meta.main) {
  await prepare();
  if (process.argv.includes('--prepare-only')) process.exit(0);
  const server = await startServer();
  try {
    if (badLastRow) await reportBadLastRow(server);
    else {
      if (!importOnly) await reportCharts(server);
      if (!chartOnly) await reportImport(server);
    }
  } finally {
    server.child.kill('SIGTERM');
  }
}

type BenchServer = Awaited<ReturnType<typeof startServer>>;

async function reportCharts(server: BenchServer) {
  console.log(
    `chart query vs bare route, ${connections} connections, ${seconds} s each in ${rounds} alternating slices` +
      (process.env.BENCH_LOG_LEVEL ? `, server LOG_LEVEL=${process.env.BENCH_LOG_LEVEL}` : ''),
  );
  const c = await chartBench(server);
  console.log(
    `  first chart of each series (its values read into memory): ${c.firstReads.requests} series in ` +
      `${c.firstReads.seconds.toFixed(1)} s, p50 ${c.firstReads.p50.toFixed(1)} ms, p99 ${c.firstReads.p99.toFixed(1)} ms`,
  );
  const pct = (a: LoadResult, b: LoadResult) => `${((a.rps / b.rps) * 100).toFixed(1)} %`;
  console.log(`  bare route        ${fmt(c.bare)}`);
  console.log(`  chart floor       ${fmt(c.floor)}`);
  console.log(`  chart, distinct   ${fmt(c.distinct)}`);
  console.log(`  chart, popular 50 ${fmt(c.popular)}`);
  console.log(
    `  ratio to bare: floor ${pct(c.floor, c.bare)}, distinct ${pct(c.distinct, c.bare)}, popular ${pct(c.popular, c.bare)}; ` +
      `distinct/floor ${pct(c.distinct, c.floor)}`,
  );
  const mb = (n: number) => `${(n / 1024 / 1024).toFixed(0)} MB`;
  const show = (m: NodeJS.MemoryUsage) =>
    `rss ${mb(m.rss)}, heap used ${mb(m.heapUsed)}, array buffers ${mb(m.arrayBuffers)}`;
  for (const m of await memoryAfterLoad(server.child, [0, 5, 20])) {
    const when = m.seconds === 0 ? 'at the end of the chart load' : `${m.seconds} s after the chart load`;
    console.log(`  server memory ${when}: ${show(m.memory)}`);
  }
  const w = await warmUpBench();
  console.log(
    `  with the warm-up on (CHART_VALUES_WARM_UP): ready after ${w.startSeconds.toFixed(1)} s, every published value held ` +
      `${w.warmSeconds.toFixed(1)} s later (${mb(w.heldBytes)} of array buffers); then the first chart of each series: ` +
      `${w.firstCharts.requests} in ${w.firstCharts.seconds.toFixed(1)} s, p50 ${w.firstCharts.p50.toFixed(1)} ms, ` +
      `p99 ${w.firstCharts.p99.toFixed(1)} ms`,
  );
}

async function reportImport(server: BenchServer) {
  console.log('import of 1,000,000 CSV rows');
  const i = await importBench(server);
  console.log(`  upload reply ${i.reply.slice(0, 200)}`);
  console.log(`  rows stored: upload ${i.counts?.a}, copy ${i.counts?.b}; log rows of the upload ${i.counts?.logs}`);
  console.log(
    `  raw COPY ${i.copySeconds.toFixed(1)} s, upload ${i.uploadSeconds.toFixed(1)} s, ratio ${(i.uploadSeconds / i.copySeconds).toFixed(2)}×`,
  );
}

async function reportBadLastRow(server: BenchServer) {
  console.log('upload of 1,000,000 CSV rows over published values, the last row bad (issue 15: all or nothing)');
  const r = await badLastRowBench(benchUrl, importRows, (file, size) => uploadCsv(server, file, size));
  console.log(`  upload reply after ${r.seconds.toFixed(1)} s: ${r.reply.slice(0, 160)}`);
  const show = (c: typeof r.before) =>
    `values by status ${JSON.stringify(c.byStatus)}, log rows ${c.logs}, uploads ${JSON.stringify(c.uploads)}`;
  console.log(`  before: ${show(r.before)}`);
  console.log(`  after:  ${show(r.after)}`);
  console.log(`  rows changed by the failed upload: ${r.changed}`);
}
