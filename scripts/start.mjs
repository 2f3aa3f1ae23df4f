// `npm start`: builds the web app when it is missing or older than its sources, then starts the server.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// `npm start` runs on the project's pinned Node 24 LTS (node_modules/.bin is first on npm's PATH); a deployment may
// run `node scripts/start.mjs` with its own Node instead, which must be 24 LTS.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.warn(`Node.js ${process.versions.node} is not supported: use Node.js 24 LTS (\`npm start\` brings its own).`);
}
const web = path.join(root, 'apps/web');
const builtIndex = path.join(web, 'dist/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(web, 'src'), path.join(root, 'packages/contract/src')];
const stale = !existsSync(builtIndex) || sources.some((dir) => newestMtime(dir) > statSync(builtIndex).mtimeMs);
if (stale) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@csp/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
