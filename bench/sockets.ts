/**
 * Socket load benchmark (not part of `npm test`): 1,000 notice sockets on ONE server instance, each
 * sending the SPEC's 'HeartBeat' every 20 s for a minute, then one announcement to ALL fanned out to
 * every socket. The server runs in a child process so its memory is measured alone.
 *
 *   npx tsx bench/sockets.ts                      # PGlite in memory
 *   BENCH_SOCKETS=2000 BENCH_SECONDS=120 npx tsx bench/sockets.ts
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/bench npx tsx bench/sockets.ts   # a scratch database
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { WebSocket } from 'ws';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const HEARTBEAT_MS = 20_000; // SPEC §9
const PER_USER = 10; // the server's per-user socket limit
const mb = (n: number) => Math.round((n / 1024 / 1024) * 10) / 10;

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  sockets: number;
}
type FromServer =
  | { kind: 'ready'; port: number; users: { id: number; token: string }[]; adminToken: string }
  | ({ kind: 'memory' } & Memory);

async function server() {
  const { buildApp } = await import('../apps/server/src/app.js');
  const { loadConfig } = await import('../apps/server/src/config.js');
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { prepareDatabase } = await import('../apps/server/src/db/setup.js');
  const { hashPassword } = await import('../apps/server/src/lib/passwords.js');
  const schema = await import('../apps/server/src/db/schema/index.js');
  const { eq } = await import('drizzle-orm');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMIT_PER_MINUTE: '1000000',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: 'memory://' });
  await prepareDatabase(database, { seedDemo: false, adminPassword: 'Bench#Admin1' });
  const app = await buildApp({ config, database, logger: false, serveWeb: false });
  const passwordHash = await hashPassword('Bench#User1');
  const users: { id: number; token: string }[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < Math.ceil(SOCKETS / PER_USER); i++) {
    const [row] = await database.db
      .insert(schema.users)
      .values({ username: `bench${i}_${stamp}`, realname: `Bench ${i}`, passwordHash, approval: 'approved' })
      .returning({ id: schema.users.id });
    if (!row) throw new Error('user not created');
    users.push({ id: row.id, token: await app.sessions.open(row.id, {}) });
  }
  const [admin] = await database.db.select().from(schema.users).where(eq(schema.users.username, 'admin'));
  if (!admin) throw new Error('no admin');
  const adminToken = await app.sessions.open(admin.id, {});
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const send = (m: FromServer) => process.send?.(m);
  send({ kind: 'ready', port, users, adminToken });
  process.on('message', async (m: { kind: string }) => {
    if (m.kind === 'memory') {
      global.gc?.();
      const u = process.memoryUsage();
      send({ kind: 'memory', rss: u.rss, heapUsed: u.heapUsed, external: u.external, sockets: app.sockets.size() });
    }
    if (m.kind === 'stop') {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(0);
    }
  });
}

async function client() {
  const child = fork(import.meta.filename, ['--server'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const inbox: FromServer[] = [];
  const waiting: ((m: FromServer) => void)[] = [];
  child.on('message', (m: FromServer) => {
    const w = waiting.shift();
    if (w) w(m);
    else inbox.push(m);
  });
  const receive = () =>
    new Promise<FromServer>((resolve, reject) => {
      const early = inbox.shift();
      if (early) return resolve(early);
      const timer = setTimeout(() => reject(new Error('server did not answer')), 120_000);
      waiting.push((m) => {
        clearTimeout(timer);
        resolve(m);
      });
    });
  const memory = async () => {
    child.send({ kind: 'memory' });
    return (await receive()) as Memory;
  };
  const ready = await receive();
  if (ready.kind !== 'ready') throw new Error('unexpected first message');
  const baseline = await memory();

  let answered = 0;
  let sent = 0;
  let dropped = 0;
  let missed = 0;
  const fanout: number[] = [];
  let releasedAt = 0;
  let stopping = false;
  const sockets: WebSocket[] = [];
  const timers: NodeJS.Timeout[] = [];
  const pendings = new Set<NodeJS.Timeout>();
  const openStart = Date.now();
  for (let i = 0; i < SOCKETS; i++) {
    const user = ready.users[Math.floor(i / PER_USER)];
    if (!user) break;
    const ws = new WebSocket(`ws://127.0.0.1:${ready.port}/websocket/${user.id}`, [user.token]);
    let pending: NodeJS.Timeout | undefined;
    ws.on('message', (data) => {
      const m = JSON.parse(String(data)) as { cmd: string };
      if (m.cmd === 'heartcheck') {
        answered += 1;
        if (pending) pendings.delete(pending);
        clearTimeout(pending);
        pending = undefined;
      } else if (m.cmd === 'topic') fanout.push(Date.now() - releasedAt);
    });
    ws.on('close', () => {
      if (!stopping) dropped += 1;
    });
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    // Spread the heartbeats over the interval, as real clients would be.
    const beat = () => {
      sent += 1;
      ws.send('HeartBeat');
      pending = setTimeout(() => {
        missed += 1;
      }, HEARTBEAT_MS);
      pendings.add(pending);
    };
    timers.push(
      setTimeout(
        () => {
          beat();
          timers.push(setInterval(beat, HEARTBEAT_MS));
        },
        Math.floor((i / SOCKETS) * HEARTBEAT_MS),
      ),
    );
    sockets.push(ws);
  }
  const openMs = Date.now() - openStart;
  const afterOpen = await memory();
  const samples: Memory[] = [afterOpen];
  const end = Date.now() + SECONDS * 1000;
  while (Date.now() < end) {
    await new Promise((r) => setTimeout(r, 5000));
    samples.push(await memory());
  }

  // One announcement to ALL, through the HTTP API, fanned out to every socket.
  const headers = { 'content-type': 'application/json', 'x-access-token': ready.adminToken };
  const base = `http://127.0.0.1:${ready.port}/api/sys/annountCement`;
  const created = (await (
    await fetch(`${base}/add`, { method: 'POST', headers, body: JSON.stringify({ titile: 'Bench' }) })
  ).json()) as { result: { id: string } };
  releasedAt = Date.now();
  await fetch(`${base}/doReleaseData`, { method: 'POST', headers, body: JSON.stringify({ id: created.result.id }) });
  const fanoutDeadline = Date.now() + 10_000;
  while (fanout.length < sockets.length && Date.now() < fanoutDeadline) await new Promise((r) => setTimeout(r, 10));
  fanout.sort((x, y) => x - y);

  const final = await memory();
  stopping = true;
  for (const t of [...timers, ...pendings]) clearTimeout(t);
  for (const ws of sockets) ws.close();
  child.send({ kind: 'stop' });
  await new Promise((r) => child.once('exit', r));

  const peak = samples.reduce((p, s) => (s.rss > p.rss ? s : p), afterOpen);
  const open = samples.map((s) => s.sockets);
  const pct = (q: number) => fanout[Math.min(fanout.length - 1, Math.floor(q * fanout.length))] ?? Number.NaN;
  const perSocket = (a: number, b: number) => Math.round(((a - b) / sockets.length / 1024) * 10) / 10;
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(`
Sockets benchmark (${engine}, Node ${process.version}, ${SECONDS} s, heartbeat every ${HEARTBEAT_MS / 1000} s)
  sockets opened            ${sockets.length} in ${openMs} ms (server counted ${Math.min(...open)}..${Math.max(...open)} while running)
  sockets dropped           ${dropped}
  heartbeats sent/answered  ${sent} / ${answered} (no answer within 20 s: ${missed})
  server RSS                baseline ${mb(baseline.rss)} MB, all open ${mb(afterOpen.rss)} MB, peak ${mb(peak.rss)} MB, end ${mb(final.rss)} MB
  server heap used          baseline ${mb(baseline.heapUsed)} MB, all open ${mb(afterOpen.heapUsed)} MB, end ${mb(final.heapUsed)} MB
  per socket                heap ${perSocket(afterOpen.heapUsed, baseline.heapUsed)} KB, RSS ${perSocket(afterOpen.rss, baseline.rss)} KB (after a forced GC)
  fan-out of one release    ${fanout.length}/${sockets.length} sockets; p50 ${pct(0.5)} ms, p99 ${pct(0.99)} ms, last ${fanout.at(-1)} ms
`);
  if (dropped > 0 || missed > 0 || fanout.length < sockets.length) process.exitCode = 1;
}

if (process.argv.includes('--server')) await server();
else await client();
