import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { type Database, openDatabase } from './db/client.js';
import {
  FirstStartChildFailed,
  firstStartInChild,
  isFirstStartChild,
  prepareFirstStartInChild,
  runFirstStartChild,
} from './db/first-start.js';
import { prepareDatabase } from './db/setup.js';
import { claimLocalStorage, LocalStorageTakenError } from './modules/files/local-storage-claim.js';
import { failInterruptedUploads } from './modules/uploads/upload-housekeeping.js';

/** Start-up failures a person can fix: one clear line, no stack trace. */
function explain(error: unknown, port: number): string | undefined {
  if (error instanceof ConfigError || error instanceof LocalStorageTakenError) return error.message;
  const e = error as NodeJS.ErrnoException & { cause?: NodeJS.ErrnoException };
  if (e?.code === 'EADDRINUSE') return `Port ${port} is already in use; set PORT to a free port.`;
  if (e?.code === 'EACCES') return `No permission to listen on port ${port}; set PORT above 1023.`;
  const code = e?.code ?? e?.cause?.code;
  if (code === 'ECONNREFUSED' || code === 'ENOTFOUND' || code === '3D000' || code === '28P01' || code === 'ETIMEDOUT') {
    return `Cannot connect to the database at DATABASE_URL (${code}): ${e.message}`;
  }
  return undefined;
}

async function main() {
  let port = Number(process.env.PORT ?? 8080);
  let database: Database | undefined;
  try {
    const config = loadConfig();
    port = config.PORT;
    const setupOptions = {
      seedDemo: config.SEED_DEMO_DATA,
      adminPassword: config.ADMIN_PASSWORD,
      failInterruptedUploads,
    };
    if (isFirstStartChild()) {
      await runFirstStartChild(config.dataDir, setupOptions);
      process.exit(0);
    }
    // First start on PGlite with the demo: schema and demo load in a child process (db/first-start.ts).
    const firstSetup = firstStartInChild(config) ? await prepareFirstStartInChild() : undefined;
    database = await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      poolSize: config.DATABASE_POOL_SIZE,
    });
    // On PostgreSQL without object storage, files live on this instance's disk: one instance only.
    const storageClaim =
      config.DATABASE_URL && !config.S3_BUCKET
        ? await claimLocalStorage(config.DATABASE_URL, (error) => process.stderr.write(`${error.message}\n`))
        : undefined;
    const prepared = await prepareDatabase(database, setupOptions);
    const setup = firstSetup
      ? { ...prepared, ...firstSetup, interruptedUploads: firstSetup.interruptedUploads + prepared.interruptedUploads }
      : prepared;
    if (setup.generatedAdminPassword) {
      // Printed once, straight to the terminal and never through the logger.
      process.stdout.write(
        `\nFirst start: administrator account created.\n  username: admin\n  password: ${setup.generatedAdminPassword}\nKeep it now; it is not shown again (set ADMIN_PASSWORD to choose it).\n\n`,
      );
    }
    if (setup.demoAccounts.length) {
      // Demo accounts (SEED_DEMO_DATA): printed once like the administrator's, never through the logger.
      const lines = setup.demoAccounts.map((a) => `  ${a.role}: ${a.username} / ${a.password}`).join('\n');
      process.stdout.write(
        `First start: demo accounts created (SEED_DEMO_DATA).\n${lines}\nKeep them now; they are not shown again.\n\n`,
      );
    }
    const app = await buildApp({ config, database });
    const shutdown = async (signal: string) => {
      app.log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => process.exit(1), 10_000).unref();
      await app.close();
      await storageClaim?.release();
      await database?.close();
      clearTimeout(timer);
      process.exit(0);
    };
    process.once('SIGINT', () => void shutdown('SIGINT'));
    process.once('SIGTERM', () => void shutdown('SIGTERM'));
    await app.listen({ host: config.HOST, port: config.PORT });
    app.log.info(
      { engine: database.engine, demoValues: setup.demoValues, interruptedUploads: setup.interruptedUploads },
      'ready',
    );
  } catch (error) {
    // The child process of the first start has said why.
    if (error instanceof FirstStartChildFailed) process.exit(error.exitCode || 1);
    const line = explain(error, port);
    process.stderr.write(`Start-up failed: ${line ?? (error instanceof Error ? error.message : String(error))}\n`);
    if (!line && process.env.NODE_ENV === 'development') console.error(error);
    await database?.close().catch(() => undefined);
    process.exit(1);
  }
}

void main();
