import type { Database, Db } from './client.js';
import { migrate } from './migrate.js';
import { ensureAdministrator } from './seed/admin.js';
import { type DemoAccount, seedDemoBackOffice } from './seed/demo-back-office.js';
import { loadDemoFiles } from './seed/demo-files.js';
import { seedDemoOnlineForm } from './seed/demo-online-form.js';
import { seedDemoData } from './seed/demo-seed.js';
import { seedIdentity } from './seed/identity.js';
import { syncSeededMenu } from './seed/menu-sync.js';

const setupLockKey = 4_242_001;

export interface SetupOptions {
  seedDemo: boolean;
  adminPassword?: string;
  /**
   * Fails the uploads a stopped process left 'processing' (all of them when `all`) and returns them: handed in
   * by the caller (server.ts: `uploads/upload-housekeeping.ts`), so that db/ imports no module.
   */
  failInterruptedUploads?: (db: Db, options: { all: boolean }) => Promise<unknown[]>;
}

export interface SetupResult {
  demoValues: number;
  generatedAdminPassword?: string;
  /** Demo accounts made at this start (SEED_DEMO_DATA), with their generated passwords, to print once. */
  demoAccounts: DemoAccount[];
  /** Uploads a stopped process left 'processing', now failed (`uploads/upload-housekeeping.ts`). */
  interruptedUploads: number;
}

/**
 * Migrates, loads the demo data on first start, makes sure an administrator exists and fails the uploads a stopped
 * process left 'processing'; once across instances.
 */
export function prepareDatabase(database: Database, options: SetupOptions): Promise<SetupResult> {
  return database.withLock(setupLockKey, async () => {
    await migrate(database);
    const demo = options.seedDemo ? await seedDemoData(database.db, loadDemoFiles()) : { values: 0 };
    const admin = await ensureAdministrator(database.db, options.adminPassword);
    await seedIdentity(database.db);
    await syncSeededMenu(database.db);
    const demoOffice = options.seedDemo ? await seedDemoBackOffice(database.db) : { accounts: [] };
    if (options.seedDemo) await seedDemoOnlineForm(database.db);
    // PGlite's database belongs to this process alone: whatever is still processing was left by a stopped one.
    const interrupted =
      (await options.failInterruptedUploads?.(database.db, { all: database.engine === 'pglite' })) ?? [];
    return {
      demoValues: demo.values,
      generatedAdminPassword: admin.generatedPassword,
      demoAccounts: demoOffice.accounts,
      interruptedUploads: interrupted.length,
    };
  });
}
