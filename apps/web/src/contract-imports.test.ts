import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const src = import.meta.dirname;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the web imports the zod-free contract', () => {
  it('takes values from @csp/contract/core, never from the full entry (which carries the zod schemas)', () => {
    const offenders = sources(src)
      .map((file) => relative(src, file).replaceAll('\\', '/'))
      .filter((file) =>
        /^import\s+(?!type\b)[^;]*from\s+'@csp\/contract'/m.test(readFileSync(join(src, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});
