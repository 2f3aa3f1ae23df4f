import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimLocalStorage, LocalStorageTakenError } from '../src/modules/files/local-storage-claim.js';
import { createTestDatabase } from './test-database.js';

const onPostgres = process.env.DB_ENGINE === 'postgres';

/**
 * Files kept on one instance's disk would be missing on the others (issue 23): on PostgreSQL without
 * S3_BUCKET the first instance claims local storage and a second one on the same database is refused at
 * start with a message saying what to set.
 */
describe.runIf(onPostgres)('one instance on local file storage', () => {
  const databases: { close(): Promise<void> }[] = [];
  afterAll(async () => {
    for (const d of databases) await d.close();
  });

  it('refuses a second claim on the same database and allows it once the first is released', async () => {
    const database = await createTestDatabase('empty');
    databases.push(database);
    const url = database.engineUrl as string;
    const first = await claimLocalStorage(url);
    const second = claimLocalStorage(url);
    await expect(second).rejects.toBeInstanceOf(LocalStorageTakenError);
    await expect(second).rejects.toThrow(/S3_BUCKET/);
    await first.release();
    const third = await claimLocalStorage(url);
    await third.release();
  });

  it('a second server process on the same database without S3_BUCKET stops with that message', async () => {
    const database = await createTestDatabase('empty');
    databases.push(database);
    const url = database.engineUrl as string;
    const held = await claimLocalStorage(url);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-claim-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.join(import.meta.dirname, '..'),
        env: {
          ...process.env,
          NODE_ENV: 'test',
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          PORT: '0',
          SEED_DEMO_DATA: 'false',
          S3_BUCKET: undefined,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d) => {
        stderr += String(d);
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('Start-up failed: Another instance already serves this database');
      expect(stderr).toContain('S3_BUCKET');
    } finally {
      await held.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
