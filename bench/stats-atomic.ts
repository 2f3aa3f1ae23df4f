/**
 * Issue 15, "transactions that cannot leak": the import bench's 1,000,000-row upload with a bad number on its LAST
 * row, into points that hold published values (written first with `\copy`, status published). The upload is
 * answered 400; the bench counts the import series' values by status, their log rows and the published values
 * before the upload and again two seconds after its reply (a write that escaped the transaction would land by
 * then), and reports how many rows changed. Before the fix: ~20,000 rows written and turned back to pending.
 *
 *   npx tsx bench/stats.ts --reuse --import-bad-last-row
 */

import { execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { importTargets } from './import-targets.js';
import { bench } from './stats-dataset.js';

export interface Counts {
  byStatus: Record<string, number>;
  logs: number;
  uploads: Record<string, number>;
}

async function counts(db: pg.Client, ids: string[]): Promise<Counts> {
  const byStatus = Object.fromEntries(
    (
      await db.query<{ status: string; n: string }>(
        'select status, count(*) as n from data_values where series_id = any($1::bigint[]) group by status order by status',
        [ids],
      )
    ).rows.map((r) => [r.status, Number(r.n)]),
  );
  const logs = Number(
    (await db.query<{ n: string }>('select count(*) as n from data_logs where series_id = any($1::bigint[])', [ids]))
      .rows[0]?.n,
  );
  const uploads = Object.fromEntries(
    (
      await db.query<{ status: string; n: string }>('select status, count(*) as n from uploads group by status')
    ).rows.map((r) => [r.status, Number(r.n)]),
  );
  return { byStatus, logs, uploads };
}

/** Rows whose count differs between two snapshots (values by status and log rows). */
export function changedRows(a: Counts, b: Counts): number {
  const statuses = new Set([...Object.keys(a.byStatus), ...Object.keys(b.byStatus)]);
  let changed = Math.abs(b.logs - a.logs);
  for (const s of statuses) changed += Math.abs((b.byStatus[s] ?? 0) - (a.byStatus[s] ?? 0));
  return changed;
}

export async function badLastRowBench(
  benchUrl: string,
  rows: number,
  upload: (file: string, size: number) => Promise<string>,
) {
  const db = new pg.Client({ connectionString: benchUrl });
  await db.connect();
  const { imports, cities, economies, ids } = await importTargets(db);
  const dir = mkdtempSync(path.join(tmpdir(), 'csp-import-bad-'));
  const uploadFile = path.join(dir, 'upload.csv');
  const copyFile = path.join(dir, 'published.csv');
  const up = createWriteStream(uploadFile);
  const cp = createWriteStream(copyFile);
  up.write('series_number,type_code,economy,city,year,value\n');
  let n = 0;
  const write = async (s: number, economy: string, countryId: string, cityId: string | null, year: number) => {
    const value = ((n * 7919) % 1_000_000) / 100;
    const target = imports[s] as { id: string; number: string; dim: string };
    n += 1;
    // The upload's last row has a bad number; every other row changes a published value.
    const ok1 = up.write(
      `${target.number},value,${economy},${cityId ?? ''},${year},${n === rows ? '12x' : value + 1}\n`,
    );
    const ok2 = cp.write(`${target.id},${target.dim},${countryId},${cityId ?? ''},${year},${value},published\n`);
    if (!ok1) await once(up, 'drain');
    if (!ok2) await once(cp, 'drain');
  };
  outer: for (let s = 0; s < imports.length; s++) {
    for (let year = bench.firstYear; year <= bench.lastYear; year++) {
      for (const c of cities) {
        if (n >= rows) break outer;
        await write(s, c.code, c.country_id, c.id, year);
      }
      for (const e of economies) {
        if (n >= rows) break outer;
        await write(s, e.code, e.id, null, year);
      }
    }
  }
  up.end();
  cp.end();
  await Promise.all([once(up, 'finish'), once(cp, 'finish')]);
  console.log(
    `  ${n.toLocaleString('en')} published values written with \\copy; the upload changes each, its last row is bad`,
  );
  execFileSync('psql', [
    benchUrl,
    '-q',
    '-c',
    `\\copy data_values (series_id, dimension_id, country_id, city_id, year, value, status) from '${copyFile}' with (format csv)`,
  ]);
  await db.query('vacuum analyze data_values');
  const before = await counts(db, ids);
  const started = performance.now();
  const reply = await upload(uploadFile, statSync(uploadFile).size);
  const seconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const after = await counts(db, ids);
  await db.end();
  rmSync(dir, { recursive: true, force: true });
  return { rows: n, reply, seconds, before, after, changed: changedRows(before, after) };
}
