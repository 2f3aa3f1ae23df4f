import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as contract from '../index.js';
import * as core from './index.js';

const here = dirname(fileURLToPath(import.meta.url));

/** The modules `core/index.ts` reaches through imports that leave code behind (not `import type`/`export type`). */
function reachedModules(): Map<string, string> {
  const seen = new Map<string, string>();
  const stack = [join(here, 'index.ts')];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const m of text.matchAll(/^(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
      const spec = m[1] as string;
      if (spec.startsWith('.')) stack.push(resolve(dirname(file), spec.replace(/\.js$/, '.ts')));
      else seen.set(`package:${spec}`, '');
    }
  }
  return seen;
}

describe('the zod-free entry of the contract', () => {
  it('reaches no module that imports zod or any other package', () => {
    const reached = reachedModules();
    const packages = [...reached.keys()].filter((k) => k.startsWith('package:'));
    expect(packages).toEqual([]);
    for (const [file, text] of reached) expect({ file, zod: /from\s+'zod'/.test(text) }).toEqual({ file, zod: false });
    // Every module of core/ is reached from its index.
    for (const name of readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      expect(reached.has(join(here, name))).toBe(true);
    }
  });

  it('is re-exported by the full entry, value for value', () => {
    for (const [name, value] of Object.entries(core)) expect(contract[name as keyof typeof contract]).toBe(value);
  });

  it('carries the shared rules the web uses', () => {
    expect(core.isPasswordAcceptable('Abcdefg1')).toBe(true);
    expect(core.isPasswordAcceptable('abcdefgh')).toBe(false);
    expect(core.isMobileNumber('+86 138-0000-0000')).toBe(true);
    expect(core.isMobileNumber('12ab')).toBe(false);
    expect(contract.mobileSchema.safeParse('+86 138-0000-0000').success).toBe(true);
    expect(contract.mobileSchema.safeParse('12ab').success).toBe(false);
  });
});
