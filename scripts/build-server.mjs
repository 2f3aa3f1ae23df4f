// Compiles the server ahead of time: one ES module bundle of apps/server/src/server.ts (with the workspace contract
// package, which is TypeScript source) and a linked source map, read by scripts/server-preload.mjs under plain `node`.
// Packages from node_modules stay imports, resolved at run time as they are from the sources.
//
//   node scripts/build-server.mjs                 # apps/server/dist/server.js (+ .map), what `npm start` runs
//   node scripts/build-server.mjs --entry bench/stats-server.ts --outdir bench/dist   # another entry (the bench)
//
// The server reads files next to its sources at run time (migrations in apps/server/drizzle, the demo data and
// media in apps/server/src/db/seed, the web build) through paths relative to `import.meta.dirname`. In a bundle
// that would be the bundle's folder, so each source file's `import.meta.dirname` is written as its own folder,
// relative to the bundle: the compiled server finds the same files as the sources, wherever the bundle is written.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

export const root = path.resolve(import.meta.dirname, '..');
export const serverEntry = path.join(root, 'apps/server/src/server.ts');
export const serverOutdir = path.join(root, 'apps/server/dist');

/** What the server bundle is built from: a change to any of these makes it stale. */
export const serverSources = [
  path.join(root, 'apps/server/src'),
  path.join(root, 'packages/contract/src'),
  path.join(root, 'apps/server/package.json'),
  path.join(root, 'packages/contract/package.json'),
  path.join(root, 'tsconfig.base.json'),
  import.meta.filename,
];

/** The newest modification time (ms) of a file or of a folder and everything under it (a removed file counts). */
export function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target, { withFileTypes: true })) {
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

/** True when `output` is missing or older than any of `sources`. */
export function isStale(output, sources) {
  if (!existsSync(output)) return true;
  const built = statSync(output).mtimeMs;
  return sources.some((s) => existsSync(s) && newestMtime(s) > built);
}

const workspacePackage = /^@csp\//;

/** Packages stay imports (node_modules is there at run time); only our own TypeScript is compiled in. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      workspacePackage.test(args.path) || path.isAbsolute(args.path) ? undefined : { path: args.path, external: true },
    );
  },
};

/** Each source file's `import.meta.dirname` becomes its own folder, resolved from the bundle's folder. */
function sourceDirname(outdir) {
  return {
    name: 'source-dirname',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, (args) => {
        const text = readFileSync(args.path, 'utf8');
        if (!text.includes('import.meta.dirname')) return undefined;
        const relative = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
        return {
          contents: text.replaceAll('import.meta.dirname', `__cspSourceDir(${JSON.stringify(relative)})`),
          loader: 'ts',
        };
      });
    },
  };
}

/**
 * Builds `entry` (a TypeScript file) into `outdir`/<name>.js with its source map. Returns the bundle's path.
 * esbuild is a development dependency: a clone installed with `npm ci --omit=dev` runs the bundle built before.
 */
export async function buildServer({ entry = serverEntry, outdir = serverOutdir } = {}) {
  const esbuild = await import('esbuild');
  const absoluteOutdir = path.resolve(outdir);
  const outfile = path.join(absoluteOutdir, `${path.basename(entry, '.ts')}.js`);
  await esbuild.build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    sourcemap: 'linked',
    // The map points at the .ts files of this checkout; their text is not copied into it.
    sourcesContent: false,
    // No `__name(fn, "name")` wrapper around every function and class (tsx turns it on; the hot path paid for it).
    // Code that needs a class's name sets it (`this.name = '…'`), so a bundle's renaming of clashes changes nothing.
    keepNames: false,
    legalComments: 'none',
    logLevel: 'warning',
    banner: {
      js: [
        "import { resolve as __cspResolve } from 'node:path';",
        'const __cspSourceDir = (relative) => __cspResolve(import.meta.dirname, relative);',
      ].join('\n'),
    },
    plugins: [externalPackages, sourceDirname(absoluteOutdir)],
  });
  // esbuild's service process would otherwise live as long as the caller (`npm start`'s parent process).
  await esbuild.stop();
  return outfile;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const { values } = parseArgs({ options: { entry: { type: 'string' }, outdir: { type: 'string' } } });
  const started = performance.now();
  const outfile = await buildServer({
    entry: values.entry ? path.resolve(values.entry) : serverEntry,
    outdir: values.outdir ? path.resolve(values.outdir) : serverOutdir,
  });
  console.log(`Built ${path.relative(root, outfile)} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
