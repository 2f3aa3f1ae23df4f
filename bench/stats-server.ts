/**
 * The server of the statistics benchmark, run in its own process: the real app on the benchmark database,
 * plus one bare route (`GET {base}/bench/bare`, an empty envelope) that measures the framework alone, and the
 * chart route's floor (`POST {base}/bench/floor`: the chart body validated, a chart reply's text sent, nothing computed).
 * Tells its parent the port and an administrator token, then serves until killed.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { getHeapSpaceStatistics } from 'node:v8';
import { chartQuerySchema } from '@csp/contract';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { ok } from '../apps/server/src/lib/reply.js';

const url = process.env.BENCH_DB_URL;
if (!url) throw new Error('BENCH_DB_URL is not set');
const config = loadConfig({
  NODE_ENV: 'production',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'csp-bench-')),
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: '16',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'silent',
  RATE_LIMIT_PER_MINUTE: '100000000',
  // Off unless asked for: the chart bench measures first reads after a start; its warm-up part turns it on.
  CHART_VALUES_WARM_UP: process.env.BENCH_WARM_UP ?? 'false',
});
const database = await openDatabase({ url, dataDir: 'unused', poolSize: 16 });
// BENCH_LOG_LEVEL=info runs the server as shipped (a log line per request and per answer; the parent sends them
// to /dev/null); by default the server logs nothing.
const app = await buildApp({ config, database, logger: config.LOG_LEVEL !== 'silent', serveWeb: false });
app.get(`${config.API_BASE}/bench/bare`, { config: { access: 'public' } }, async () => ok(null));
// The chart route's fixed cost: the same JSON body, parsed and validated by the same schema, answered with the
// text of a real chart reply (sent by the parent) without computing anything.
let floorReply = '';
app.post(
  `${config.API_BASE}/bench/floor`,
  { config: { access: 'public' }, schema: { body: chartQuerySchema } },
  async (_request, reply) => reply.type('application/json; charset=utf-8').send(floorReply),
);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const [admin] = await database.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
if (!admin) throw new Error('no admin user in the benchmark database');
const token = await app.sessions.open(admin.id, {});
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, token, base: config.API_BASE });
// The parent may ask for this process's memory (after the chart load: the published values held in memory).
// It may also ask for a CPU profile of a stretch of load (`bench/chart-profile.ts`): 'profile-start', then
// { profileStop: file } writes the profile there (Chrome DevTools' .cpuprofile format); or for V8's sampling heap
// profile of it: 'heap-start', then { heapStop: file } (every 256 bytes allocated sampled, collected or not).
let profiler: Session | undefined;
process.on('message', async (message: unknown) => {
  // With V8's heap spaces (MB committed), to tell the young generation from the old and from large objects.
  const spaces = () =>
    Object.fromEntries(
      getHeapSpaceStatistics()
        .filter((s) => s.space_size > 0)
        .map((s) => [s.space_name.replace(/_space$/, ''), Math.round(s.space_size / 1048576)]),
    );
  if (message === 'memory') process.send?.({ memory: process.memoryUsage(), spaces: spaces() });
  if (message === 'gc') {
    (globalThis as { gc?: () => void }).gc?.();
    process.send?.({ memory: process.memoryUsage(), spaces: spaces() });
  }
  if (typeof message === 'object' && message && 'floor' in message) floorReply = String(message.floor);
  if (message === 'heap-start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('HeapProfiler.enable');
    // Every allocation counts, also what the next young collection frees (a chart's garbage is the point).
    await profiler.post('HeapProfiler.startSampling', {
      samplingInterval: 256,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    } as Parameters<Session['post']>[1]);
    process.send?.({ profiling: true });
  }
  if (typeof message === 'object' && message && 'heapStop' in message && profiler) {
    const { profile } = await profiler.post('HeapProfiler.stopSampling');
    writeFileSync(String(message.heapStop), JSON.stringify(profile));
    profiler.disconnect();
    profiler = undefined;
    process.send?.({ profiled: String(message.heapStop) });
  }
  if (message === 'profile-start') {
    profiler = new Session();
    profiler.connect();
    await profiler.post('Profiler.enable');
    await profiler.post('Profiler.setSamplingInterval', { interval: 100 });
    await profiler.post('Profiler.start');
    process.send?.({ profiling: true });
  }
  if (typeof message === 'object' && message && 'profileStop' in message && profiler) {
    const { profile } = await profiler.post('Profiler.stop');
    writeFileSync(String(message.profileStop), JSON.stringify(profile));
    profiler.disconnect();
    profiler = undefined;
    process.send?.({ profiled: String(message.profileStop) });
  }
});
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
