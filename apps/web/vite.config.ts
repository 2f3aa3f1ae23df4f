import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, posix } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions, parseAst } from 'vite';

/**
 * Libraries big enough to earn a chunk of their own, loaded only by the screens that use them. The ECharts
 * chunk holds what the client screens import statically; ECharts parts fetched later (the tooltip, loaded on
 * the first pointer over a chart) or used only by back-office screens stay in their own chunks.
 */
const vendorChunks: { name: string | ((id: string) => string | null); test: RegExp }[] = [
  {
    name: (id) => (clientReach.get(id)?.size ? 'echarts' : null),
    test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/,
  },
  { name: 'leaflet', test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
  { name: 'pro-components', test: /[\\/]node_modules[\\/]@ant-design[\\/]pro-[^\\/]+[\\/]/ },
];

/**
 * Imports from library barrels rewritten to the module that defines the import: `import { Select } from 'antd'`
 * → `import Select from 'antd/es/select'`, likewise `@ant-design/icons` and ECharts' `echarts/charts`,
 * `echarts/components` and `echarts/renderers`, in our code and in libraries. Tree-shaking drops what a barrel
 * import does not use either way, but for code splitting a barrel makes every screen that imports it "depend"
 * on everything it re-exports: rolldown then grouped unrelated components into shared chunks (the data query
 * page loaded antd's ColorPicker, Collapse and Form beside its Button and Select), and a part of ECharts fetched
 * later (the tooltip) landed in the chunk every chart loads.
 */
function barrelImports(): Plugin {
  const require = createRequire(import.meta.url);
  type Target = { from: string; name: string };
  /** `export { a as b } from './c'` lines of a barrel file: exported name → defining module. */
  const reexports = (file: string, from: (path: string) => string) => {
    const map = new Map<string, Target>();
    for (const m of readFileSync(file, 'utf8').matchAll(/export \{ (?:(\w+) as )?(\w+) \} from '([^']+)'/g)) {
      const [, imported, name, path] = m;
      if (name && path) map.set(name, { from: from(path), name: imported ?? name });
    }
    return map;
  };
  const antdIndex = require.resolve('antd/es/index.js');
  const antd = reexports(antdIndex, (path) => `antd/es/${path.replace(/^\.\//, '')}`);
  const iconsDir = join(dirname(require.resolve('@ant-design/icons/es/index.js')), 'icons');
  const icon = (name: string): Target | undefined =>
    /^[A-Z]\w+(Outlined|Filled|TwoTone)$/.test(name) && existsSync(join(iconsDir, `${name}.js`))
      ? { from: `@ant-design/icons/es/icons/${name}`, name: 'default' }
      : undefined;
  const echartsExport = dirname(require.resolve('echarts/lib/export/charts.js'));
  const echarts = (part: string) =>
    reexports(join(echartsExport, `${part}.js`), (path) => `echarts/${posix.join('lib/export', path)}`);
  const barrels: Record<string, Map<string, Target>> = {
    antd,
    'echarts/charts': echarts('charts'),
    'echarts/components': echarts('components'),
    'echarts/renderers': echarts('renderers'),
  };
  const targets: Record<string, (name: string) => Target | undefined> = {
    '@ant-design/icons': icon,
    ...Object.fromEntries(Object.entries(barrels).map(([source, map]) => [source, (name: string) => map.get(name)])),
  };
  const mentions = /from\s*['"](antd|@ant-design\/icons|echarts\/(charts|components|renderers))['"]/;

  return {
    name: 'csp-barrel-imports',
    transform(code, id) {
      if (id.includes('\0') || !/\.[cm]?[jt]sx?$/.test(id.split('?')[0] ?? '')) return null;
      if (!mentions.test(code)) return null;
      const lang = /\.tsx$/.test(id) ? 'tsx' : /\.ts$/.test(id) ? 'ts' : 'jsx';
      const program = parseAst(code, { lang }, id);
      const edits: { start: number; end: number; text: string }[] = [];
      for (const node of program.body) {
        if (node.type !== 'ImportDeclaration' || node.importKind === 'type') continue;
        const lookup = targets[String(node.source.value)];
        if (!lookup) continue;
        const direct: string[] = [];
        const kept: string[] = [];
        let typeOnly = true;
        for (const spec of node.specifiers) {
          if (spec.type === 'ImportSpecifier' && spec.imported.type === 'Identifier') {
            const local = spec.local.name;
            const target = spec.importKind === 'type' ? undefined : lookup(spec.imported.name);
            if (target) {
              direct.push(
                target.name === 'default'
                  ? `import ${local} from '${target.from}';`
                  : `import { ${target.name} as ${local} } from '${target.from}';`,
              );
              continue;
            }
            if (spec.importKind !== 'type') typeOnly = false;
            kept.push(`${spec.importKind === 'type' ? 'type ' : ''}${spec.imported.name} as ${local}`);
          } else {
            kept.length = 0;
            direct.length = 0;
            break;
          }
        }
        if (direct.length === 0) continue;
        const rest = kept.length
          ? typeOnly
            ? `import type { ${kept.map((k) => k.replace(/^type /, '')).join(', ')} } from '${node.source.value}';`
            : `import { ${kept.join(', ')} } from '${node.source.value}';`
          : '';
        edits.push({ start: node.start, end: node.end, text: `${direct.join(' ')}${rest}` });
      }
      if (edits.length === 0) return null;
      let out = code;
      for (const edit of edits.sort((a, b) => b.start - a.start)) {
        out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      }
      return { code: out, map: null };
    },
  };
}

/**
 * The public client area's own chunks (issue 5). Each module that the client layout or a client screen imports
 * statically (and the app entry does not) goes to a chunk named after the client screens that need it, so a
 * client page never loads a chunk that also carries back-office code (rolldown's automatic chunking otherwise
 * puts a module shared with the back office beside unrelated modules, e.g. antd's Collapse and ColorPicker in
 * the chunk of Button). The back office reuses these chunks for the modules it shares with the client area.
 */
const clientRoots: { key: string; test: RegExp }[] = [
  { key: 'layout', test: /[\\/]src[\\/]app[\\/]layouts[\\/]ClientLayout\.tsx$/ },
  { key: 'home', test: /[\\/]src[\\/]features[\\/]home[\\/]pages[\\/]HomePage\.tsx$/ },
  { key: 'query', test: /[\\/]src[\\/]features[\\/]data-query[\\/]pages[\\/]DataQueryPage\.tsx$/ },
  {
    key: 'comparison',
    test: /[\\/]src[\\/]features[\\/]data-comparison[\\/]pages[\\/]DataComparisonPage\.tsx$/,
  },
  // The data query's first search (warm-start.ts, started by the entry) gets chunks of its own: its modules (requests,
  // resolving the view) otherwise share a chunk with the chart components, which imports ECharts, so the chain
  // economies → cities → series → types → chart waited for ECharts to download and run before its second request.
  { key: 'warm', test: /[\\/]src[\\/]features[\\/]data-query[\\/]warm-start\.ts$/ },
];
const appEntry = /[\\/]src[\\/]main\.tsx$/;

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** Module id → the client roots that reach it through static imports (`main`: the app entry reaches it). */
const clientReach = new Map<string, Set<string>>();

const clientAreaChunks: Plugin = {
  name: 'csp-client-area-chunks',
  apply: 'build',
  buildEnd() {
    const graph = this as unknown as ModuleGraph;
    clientReach.clear();
    const walk = (start: string, key: string) => {
      const stack = [start];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        let keys = clientReach.get(id);
        if (!keys) {
          keys = new Set();
          clientReach.set(id, keys);
        }
        if (keys.has(key)) continue;
        keys.add(key);
        for (const next of graph.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
      }
    };
    for (const id of graph.getModuleIds()) {
      if (appEntry.test(id)) walk(id, 'main');
      for (const root of clientRoots) if (root.test.test(id)) walk(id, root.key);
    }
  },
};

/**
 * The chunk of a module the client area needs: `client` for what the client layout needs (every client page),
 * else `client-<screens>`; null (automatic chunking) for the app entry's modules and the rest.
 */
function clientChunkName(id: string): string | null {
  if (vendorChunks.some((group) => group.test.test(id))) return null;
  const keys = clientReach.get(id);
  if (!keys || keys.size === 0 || keys.has('main')) return null;
  if (keys.has('layout')) return 'client';
  return `client-${[...keys].sort().join('-')}`;
}

/**
 * The contract package declares its zod schemas at module top level, which a bundler must keep unless told
 * the modules are pure. The web app imports only message texts and types from it, so this keeps zod out.
 */
const contractIsSideEffectFree: Plugin = {
  name: 'csp-contract-side-effect-free',
  transform(code, id) {
    if (/[\\/]packages[\\/]contract[\\/]src[\\/]/.test(id)) return { code, map: null, moduleSideEffects: false };
    return null;
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  // Where `vite` (dev) and `vite preview` send API calls: the Fastify server of apps/server.
  const target = env.API_PROXY_TARGET || 'http://127.0.0.1:8080';
  const apiBase = env.VITE_API_BASE || '/api';
  const proxy: Record<string, ProxyOptions> = {
    [apiBase]: { target, changeOrigin: false },
    '/health': { target, changeOrigin: false },
    '/websocket': { target, changeOrigin: false, ws: true },
  };

  return {
    plugins: [react(), barrelImports(), contractIsSideEffectFree, clientAreaChunks],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [...vendorChunks, { name: clientChunkName, priority: -1 }],
            includeDependenciesRecursively: false,
          },
        },
      },
    },
  };
});
