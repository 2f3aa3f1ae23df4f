import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { firstStartInChild } from '../src/db/first-start.js';

/** When the first start's schema and demo load run in a child process (db/first-start.ts, issue 18). */
describe('first start in a child process', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-first-start-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const pglite = { SEED_DEMO_DATA: true, dataDir: path.join(dir, 'data') };

  it('on PGlite with the demo, when the data directory holds no database yet', () => {
    expect(firstStartInChild(pglite)).toBe(true);
    mkdirSync(path.join(pglite.dataDir, 'pglite'), { recursive: true });
    expect(firstStartInChild(pglite)).toBe(true);
    writeFileSync(path.join(pglite.dataDir, 'pglite', 'PG_VERSION'), '17\n');
    expect(firstStartInChild(pglite)).toBe(false);
  });

  it('not on PostgreSQL, without the demo, in memory, or when DATA_DIR is not a folder', () => {
    const empty = { ...pglite, dataDir: path.join(dir, 'empty') };
    expect(firstStartInChild({ ...empty, DATABASE_URL: 'postgres://x@localhost/db' })).toBe(false);
    expect(firstStartInChild({ ...empty, SEED_DEMO_DATA: false })).toBe(false);
    expect(firstStartInChild({ ...empty, dataDir: 'memory://' })).toBe(false);
    const file = path.join(dir, 'a-file');
    writeFileSync(file, '');
    expect(firstStartInChild({ ...empty, dataDir: file })).toBe(false);
  });
});
