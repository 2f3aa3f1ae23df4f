import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/setup.js';
import { testAdminPassword } from './helper.js';

/**
 * A PostgreSQL cluster of a test's own (initdb in a temporary folder, on a free port) that the test may
 * restart or stop, never the shared server other tests use. Shared by faults.test.ts and db-outage.test.ts.
 */

/** PostgreSQL's server programs, newest first; undefined when this machine has none. */
function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  return versions.map((v) => path.join(root, v, 'bin')).find((dir) => existsSync(path.join(dir, 'pg_ctl')));
}
const isRoot = userInfo().uid === 0;

/** The uid and gid of the user `postgres` (a cluster cannot run as root); undefined when there is none. */
function postgresUser(): { uid: number; gid: number } | undefined {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { stdio: 'pipe' }).toString().trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return undefined;
  }
}
const owner = isRoot ? postgresUser() : undefined;
/** Where initdb and pg_ctl are, when this machine can run a cluster of the test's own. */
export const bin = isRoot && !owner ? undefined : postgresBin();

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A PostgreSQL cluster of the test's own (run as user postgres when the tests run as root). */
export async function ownCluster() {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-pg-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  if (owner) chownSync(dir, owner.uid, owner.gid);
  const run = (program: string, args: string[]) => {
    const file = path.join(bin as string, program);
    const [command, argv] = isRoot ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
    return execFileSync(command, argv, { stdio: 'pipe', timeout: 60_000 }).toString();
  };
  run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const ctl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', ...args]);
  ctl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => ctl('restart', '-m', 'fast'),
    stop: () => ctl('stop', '-m', 'fast'),
    start: () => ctl('start'),
    remove: () => {
      try {
        ctl('stop', '-m', 'immediate');
      } catch {
        /* already stopped */
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** `ownCluster` and a database on it, prepared as a first start without the demo data prepares it. */
export async function ownClusterDatabase() {
  const cluster = await ownCluster();
  const database = await openDatabase({ url: cluster.url, dataDir: 'unused', poolSize: 4 });
  await prepareDatabase(database, { seedDemo: false, adminPassword: testAdminPassword });
  return { cluster, database };
}

/** Polls until check() holds (bounded); returns how long it took. */
export async function within(ms: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  for (;;) {
    if (await check().catch(() => false)) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
