import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { openDatabase } from './client.js';
import { prepareDatabase, type SetupOptions, type SetupResult } from './setup.js';

/**
 * The first start on embedded PGlite with the demo data (schema and demo load) runs in a child process that exits
 * before the server opens the database (issue 18). PGlite's WebAssembly memory never shrinks and glibc keeps the
 * freed memory of a load in its heap: a server that loaded the demo itself idled ~60 MB above a restart of the same
 * data (50 MB of WebAssembly memory instead of 35, 61 MB of malloc heap instead of 28). The child's memory goes back
 * to the system when it exits, and the server then starts as on any restart. Costs one more PGlite start and
 * migration check, in the first start only. Measured in bench/README.md "Idle memory".
 */
const childFlag = 'CSP_FIRST_START_CHILD';

export interface FirstStartConfig {
  DATABASE_URL?: string;
  SEED_DEMO_DATA: boolean;
  dataDir: string;
}

/** PGlite on a data directory with no database yet (or no directory), and the demo to load. */
export function firstStartInChild(config: FirstStartConfig): boolean {
  if (config.DATABASE_URL || !config.SEED_DEMO_DATA || config.dataDir === 'memory://') return false;
  if (process.env[childFlag]) return false;
  const stat = statSync(config.dataDir, { throwIfNoEntry: false });
  // A DATA_DIR that is not a folder fails in the server itself, with its explanation.
  if (stat && !stat.isDirectory()) return false;
  return !existsSync(path.join(config.dataDir, 'pglite', 'PG_VERSION'));
}

/** True in the child process that prepares the database for the first start. */
export const isFirstStartChild = () => process.env[childFlag] === '1';

type ChildMessage = { setup: SetupResult };

/**
 * Runs this server's entry again (same node, same options: the compiled bundle or tsx) as the child that prepares
 * the database, and returns what it did (the passwords it generated are printed by the server, once).
 */
export async function prepareFirstStartInChild(): Promise<SetupResult> {
  const entry = process.argv[1];
  if (!entry) throw new Error('no entry script to run the first start in');
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, [childFlag]: '1' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  let setup: SetupResult | undefined;
  child.on('message', (message: ChildMessage) => {
    setup = message.setup;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (exitCode) => resolve(exitCode));
  });
  if (code !== 0 || !setup) throw new FirstStartChildFailed(code);
  return setup;
}

/** The child failed and has said why on stderr. */
export class FirstStartChildFailed extends Error {
  constructor(readonly exitCode: number | null) {
    super(`the first start's database set-up stopped (exit code ${exitCode})`);
  }
}

/** In the child: opens PGlite, migrates and loads the demo, hands the result to the server, closes. */
export async function runFirstStartChild(dataDir: string, options: SetupOptions): Promise<void> {
  // The server gone (stopped during the load), the child stops too.
  process.once('disconnect', () => process.exit(1));
  const database = await openDatabase({ dataDir });
  try {
    const setup = await prepareDatabase(database, options);
    await new Promise<void>((resolve, reject) =>
      process.send
        ? process.send({ setup } satisfies ChildMessage, (error: Error | null) => (error ? reject(error) : resolve()))
        : resolve(),
    );
  } finally {
    await database.close();
  }
}
