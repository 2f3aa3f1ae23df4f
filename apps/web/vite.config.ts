import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';

/** Libraries big enough to earn a chunk of their own, loaded only by the screens that use them. */
const vendorChunks = [
  { name: 'echarts', test: /[\\/]node_modules[\\/](echarts|zrender)[\\/]/ },
  { name: 'leaflet', test: /[\\/]node_modules[\\/](leaflet|react-leaflet|@react-leaflet)[\\/]/ },
  { name: 'pro-components', test: /[\\/]node_modules[\\/]@ant-design[\\/]pro-[^\\/]+[\\/]/ },
];

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
    plugins: [react(), contractIsSideEffectFree],
    server: { port: 5173, proxy },
    preview: { port: 4173, proxy },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      chunkSizeWarningLimit: 1200,
      rolldownOptions: {
        output: {
          codeSplitting: { groups: vendorChunks, includeDependenciesRecursively: false },
        },
      },
    },
  };
});
