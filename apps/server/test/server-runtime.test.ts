import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

/**
 * How `npm start`, the e2e product and the benches run the compiled server (`scripts/server-runtime.mjs`): the
 * options must be ones this Node accepts (an unknown V8 option stops it at start: "bad option").
 */
describe('the server runtime options', () => {
  it('are accepted by this Node, V8 options included', async () => {
    const { serverNodeArgs } = await import('../../../scripts/server-runtime.mjs');
    // Allocation-site pretenuring off (issue 22: chart objects born old kept young texts alive through collections).
    expect(serverNodeArgs).toContain('--no-allocation-site-pretenuring');
    const probe = spawnSync(process.execPath, [...serverNodeArgs, '-e', "console.log(process.execArgv.join(' '))"], {
      encoding: 'utf8',
    });
    expect(probe.stderr).toBe('');
    expect(probe.status).toBe(0);
    expect(probe.stdout).toContain('--no-allocation-site-pretenuring');
    expect(probe.stdout).toMatch(/--max-semi-space-size=\d+/);
  });

  it('refuses an option this Node does not know (so the test above can fail)', () => {
    const probe = spawnSync(process.execPath, ['--no-such-v8-option-at-all', '-e', '0'], { encoding: 'utf8' });
    expect(probe.status).not.toBe(0);
    expect(probe.stderr).toMatch(/bad option/);
  });
});
