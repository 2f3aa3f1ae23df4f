// Loaded before the compiled server (`node --import`, scripts/server-runtime.mjs): stack traces name the lines of
// our .ts sources through the bundle's source map, as `--enable-source-maps` did, but the source maps of
// node_modules are not read. With `--enable-source-maps` Node kept the maps of ~330 packages' files in the V8 heap
// and parsed the bundle's map into ~160,000 arrays as soon as pino asked for its caller's file at start
// (util.getCallSites maps through source maps under that flag): ~20 MB of an idle server's heap. Here the bundle's
// map is parsed at the first stack trace that needs it. Measured in bench/README.md "Idle memory".
import module from 'node:module';

module.setSourceMapsSupport(true, { nodeModules: false, generatedCode: false });
