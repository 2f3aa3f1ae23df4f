// How the compiled server is run: by `npm start` (scripts/start.mjs) and by the benchmarks (bench/stats.ts), so the
// benches measure the server as shipped. Measured in bench/README.md "Idle memory".

import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Node's options: stack traces point at the .ts sources through the bundle's source map (server-preload.mjs: our
 * sources only, so that the source maps of node_modules do not sit in the heap; plain `--enable-source-maps` kept
 * ~20 MB more of an idle server).
 */
export const serverNodeArgs = ['--import', pathToFileURL(path.join(import.meta.dirname, 'server-preload.mjs')).href];

/**
 * glibc's allocator settings for the server process, unless the environment sets them. PGlite's WebAssembly
 * compilation, the demo's first load and libuv's threads leave freed memory in malloc's arenas that glibc keeps
 * (about 160 MB of an idle first start): at most two arenas, and blocks of 128 KB and more mapped on their own and
 * returned when freed. No effect on other C libraries (musl ignores them).
 */
export const serverMallocEnv = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/** `env` with the allocator settings added where it has none of its own. */
export function serverEnv(env = process.env) {
  return { ...serverMallocEnv, ...env };
}
