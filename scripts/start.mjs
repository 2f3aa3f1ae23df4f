// `npm start`: builds what is missing or older than its sources (the web app, the server), then runs the compiled
// server with plain `node` (no TypeScript at run time; stack traces point at the .ts sources through source maps).
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildServer, isStale, root, serverOutdir, serverSources } from './build-server.mjs';
import { serverEnv, serverNodeArgs } from './server-runtime.mjs';

// `npm start` runs on the project's pinned Node 24 LTS (node_modules/.bin is first on npm's PATH); a deployment may
// run `node scripts/start.mjs` with its own Node instead, which must be 24 LTS.
const major = Number(process.versions.node.split('.')[0]);
if (major !== 24) {
  console.warn(`Node.js ${process.versions.node} is not supported: use Node.js 24 LTS (\`npm start\` brings its own).`);
}

const web = path.join(root, 'apps/web');
const webSources = [path.join(web, 'src'), path.join(root, 'packages/contract/src')];
if (isStale(path.join(web, 'dist/index.html'), webSources)) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@csp/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const serverBundle = path.join(serverOutdir, 'server.js');
if (isStale(serverBundle, serverSources)) {
  console.log('Building the server…');
  try {
    await buildServer();
  } catch (error) {
    // esbuild has printed the errors.
    console.error(`Server build failed: ${error instanceof Error ? error.message.split('\n')[0] : error}`);
    process.exit(1);
  }
}

const server = spawn(process.execPath, [...serverNodeArgs, serverBundle], {
  cwd: root,
  env: serverEnv(),
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
