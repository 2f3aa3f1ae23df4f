import type { Database } from './client.js';
import { migrate } from './migrate.js';
import { ensureAdministrator } from './seed/admin.js';
import { loadDemoFiles } from './seed/demo-files.js';
import { seedDemoData } from './seed/demo-seed.js';
import { seedIdentity } from './seed/identity.js';
import { syncSeededMenu } from './seed/menu-sync.js';

const setupLockKey = 4_242_001;

export interface SetupOptions {
  seedDemo: boolean;
  adminPassword?: string;
}

export interface SetupResult {
  demoValues: number;
  generatedAdminPassword?: string;
}

/** Migrates, loads the demo data on first start and makes sure an administrator exists; once across instances. */
export function prepareDatabase(database: Database, options: SetupOptions): Promise<SetupResult> {
  return database.withLock(setupLockKey, async () => {
    await migrate(database);
    const demo = options.seedDemo ? await seedDemoData(database.db, loadDemoFiles()) : { values: 0 };
    const admin = await ensureAdministrator(database.db, options.adminPassword);
    await seedIdentity(database.db);
    await syncSeededMenu(database.db);
    return { demoValues: demo.values, generatedAdminPassword: admin.generatedPassword };
  });
}
