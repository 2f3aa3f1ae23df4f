// How the compiled server is run: by `npm start` (scripts/start.mjs) and by the benchmarks (bench/stats.ts), so the
// benches measure the server as shipped. Measured in bench/README.md "Idle memory".

import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * V8's young generation: two semi-spaces of at most this many MB (V8's default on this kind of machine, 24 GiB:
 * 64 MB each, 128 MB committed from the start and all of it touched under load). 32 MB: the server is ready at
 * ~40 MB less RSS and the chart bench's peak while the held values are read 65–85 MB lower, with the chart load's
 * throughput unchanged within the noise of two loaded runs; 16 MB lost distinct charts' throughput (bench/README.md
 * "Session 13", docs/decisions.md). A `--max-semi-space-size` in NODE_OPTIONS takes its place.
 */
export const semiSpaceMb = 32;

/**
 * Node's options: stack traces point at the .ts sources through the bundle's source map (server-preload.mjs: our
 * sources only, so that the source maps of node_modules do not sit in the heap; plain `--enable-source-maps` kept
 * ~20 MB more of an idle server), and the young generation's size (`semiSpaceMb`).
 */
export const serverNodeArgs = [
  '--import',
  pathToFileURL(path.join(import.meta.dirname, 'server-preload.mjs')).href,
  ...(/--max-semi-space-size/.test(process.env.NODE_OPTIONS ?? '') ? [] : [`--max-semi-space-size=${semiSpaceMb}`]),
  // V8's collector as a function: the server runs one collection when it goes idle after a burst of work, which gives
  // back what the burst left within a second or two (apps/server/src/plugins/idle-collection.ts).
  '--expose-gc',
  // No allocation-site pretenuring. V8 allocates the objects of a literal straight in the old generation once most of
  // that literal's objects have survived a young collection — which the chart's own literals do during the first
  // charts after a start, when 32 charts wait on the database at once. From then on every chart's lists and objects
  // were born old, dead at once, and kept the young texts they point to alive through each young collection: 2.6 MB
  // promoted per collection under the distinct load, pauses of 5-9 ms, the old generation filling to ~790 MB.
  // Without it: 0.3 MB, ~2 ms (bench/README.md "Session 15", docs/decisions.md).
  '--no-allocation-site-pretenuring',
];

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
