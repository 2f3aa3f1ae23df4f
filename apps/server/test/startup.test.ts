import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const serverDir = path.resolve(import.meta.dirname, '..');

function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string; stdout: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'silent', ...env },
    });
    let stderr = '';
    let stdout = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.on('data', (d) => (stdout += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr, stdout });
    });
  });
}

describe('start-up with bad settings (only on the PGlite run)', () => {
  it.runIf(process.env.DB_ENGINE !== 'postgres')('stops with one clear line on a malformed DATABASE_URL', async () => {
    const r = await start({ DATABASE_URL: 'postgres//nope' });
    expect(r.code).toBe(1);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stderr).toMatch(/^Start-up failed: Invalid setting DATABASE_URL/);
  });

  it.runIf(process.env.DB_ENGINE !== 'postgres')(
    'stops with one clear line when the port is in use',
    { timeout: 90_000 },
    async () => {
      const blocker = createServer();
      await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
      const port = (blocker.address() as { port: number }).port;
      const dataDir = mkdtempSync(path.join(tmpdir(), 'csp-start-'));
      try {
        const r = await start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
        expect(r.code).toBe(1);
        expect(r.stderr.trim()).toBe(`Start-up failed: Port ${port} is already in use; set PORT to a free port.`);
        expect(r.stdout).toContain('username: admin');
      } finally {
        blocker.close();
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
