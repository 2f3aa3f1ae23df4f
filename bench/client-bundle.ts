/**
 * Client-area bundle benchmark (not part of `npm test`): the built product in headless Chromium on loopback,
 * a fresh browser context per run (cold cache), the licence already accepted. For /client/dataQuery it reports
 * the JavaScript the page downloads (raw and gzipped with level 9, as `vite build` reports sizes) and the time
 * from navigation start to the first chart drawn (the `csp:first-chart` performance mark the chart sets when
 * ECharts has finished its first render). The home and comparison pages are measured the same way.
 *
 *   npm run build -w @csp/web && npx tsx bench/client-bundle.ts
 *   BENCH_RUNS=10 npx tsx bench/client-bundle.ts
 *   WEB_DIST_DIR=/tmp/other-build npx tsx bench/client-bundle.ts   # measure another build of the web app
 *
 * Fails (exit 1) when the data query page downloads more than 350 KB of gzipped JavaScript or draws its first
 * chart later than 1 s after navigation (median of the runs).
 */
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser.js';
import { startProduct } from '../e2e/support/product.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const BUDGET_GZIP_BYTES = 350 * 1024;
const BUDGET_FIRST_CHART_MS = 1000;
/** The Map tab draws its bubbles within this time after its data arrives (issue 19). */
const BUDGET_MAP_DRAW_MS = 300;
/** Bubbles the map bench draws at least: the demo's cities with figures, topped up with copies. */
const MAP_BUBBLES = 1600;

interface MapGrid {
  years: number[];
  places: { key: string; level: string; cityId: string | null }[];
  data: Record<string, (number | null)[]>;
}
interface MapCity {
  id: string;
  cityId: string;
  latitude: number;
  longitude: number;
}

/**
 * The Map tab of a city-level series with MAP_BUBBLES cities: the demo's replies to the map's two requests
 * (every place's figures, every city), read first and topped up with copies of real cities a little apart, are
 * what the page receives, so the canvas draws more bubbles than the demo holds. Returns the time from the data's arrival to the first draw
 * (the `csp:map-draw` measure the map sets) and how many bubbles the canvas drew.
 */
async function measureMap(
  browser: Browser,
  base: string,
  seriesId: string,
): Promise<{ drawMs: number; bubbles: number }> {
  const query = `seriesId=${seriesId}&startYear=2000&endYear=2020&lang=en`;
  const grid = ((await (await fetch(`${base}/api/reception/data/map?${query}`)).json()) as { result: MapGrid }).result;
  const cityList = (await (await fetch(`${base}/api/reception/city/cityCouCity/all`)).json()) as { result: MapCity[] };
  // The map opens on the last year with figures: copies of the cities with a figure that year, a little apart.
  const all = grid.places.filter((p) => p.level === 'city' && p.cityId);
  let last = grid.years.length - 1;
  while (last > 0 && !all.some((p) => grid.data[p.key]?.[last] != null)) last--;
  const cities = all.filter((p) => grid.data[p.key]?.[last] != null);
  const byId = new Map(cityList.result.map((c) => [c.id, c]));
  for (let i = 0; cities.length > 0 && cities.length + i < MAP_BUBBLES; i++) {
    const from = cities[i % cities.length] as MapGrid['places'][number];
    const real = byId.get(from.cityId as string);
    if (!real) continue;
    const id = String(9_000_000 + i);
    const shift = 0.3 * (1 + Math.floor(i / cities.length));
    grid.places.push({ ...from, key: `city-copy-${id}`, cityId: id });
    grid.data[`city-copy-${id}`] = (grid.data[from.key] ?? []).map((v) => (v === null ? null : v * 0.9));
    cityList.result.push({
      ...real,
      id,
      cityId: id,
      latitude: real.latitude + shift,
      longitude: real.longitude + shift,
    });
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => window.localStorage.setItem('AGREE_STANDARD', 'true'));
  const envelope = (result: unknown) => ({
    success: true,
    code: 200,
    message: 'success',
    result,
    timestamp: Date.now(),
  });
  await context.route(
    (url) => url.pathname.endsWith('/reception/data/map'),
    (route) => route.fulfill({ json: envelope(grid) }),
  );
  await context.route(
    (url) => url.pathname.endsWith('/reception/city/cityCouCity/all'),
    (route) => route.fulfill({ json: envelope(cityList.result) }),
  );
  const page = await context.newPage();
  await page.goto(`${base}/client/dataQuery?dim=2&series=${seriesId}&from=2000&to=2020&tab=map&lang=en`, {
    waitUntil: 'load',
  });
  await page.waitForFunction(() => performance.getEntriesByName('csp:map-draw').length > 0, null, { timeout: 60_000 });
  const drawMs = await page.evaluate(() => performance.getEntriesByName('csp:map-draw')[0]?.duration ?? -1);
  await page.waitForLoadState('networkidle');
  const bubbles = Number(await page.getByTestId('map-canvas').getAttribute('data-bubbles'));
  await context.close();
  return { drawMs, bubbles };
}

interface Run {
  scripts: { url: string; raw: number; gzip: number }[];
  firstChartMs: number | null;
}

async function measure(browser: Browser, url: string, waitForChart: boolean, scrollToEnd = false): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => {
    window.localStorage.setItem('AGREE_STANDARD', 'true');
    window.localStorage.setItem('language', 'en');
  });
  const page = await context.newPage();
  const pending: Promise<Run['scripts'][number] | null>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response
        .body()
        .then((body) => ({
          url: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }))
        .catch(() => null),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  let firstChartMs: number | null = null;
  if (waitForChart) {
    await page.waitForFunction(() => performance.getEntriesByName('csp:first-chart').length > 0, null, {
      timeout: 30_000,
    });
    firstChartMs = await page.evaluate(() => performance.getEntriesByName('csp:first-chart')[0]?.startTime ?? null);
  }
  await page.waitForLoadState('networkidle');
  if (scrollToEnd) {
    // The map panel loads Leaflet only when it scrolls into view.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('.leaflet-container').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  }
  const scripts = (await Promise.all(pending)).filter((s): s is Run['scripts'][number] => s !== null);
  await context.close();
  return { scripts, firstChartMs };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
};
const sum = (run: Run, key: 'raw' | 'gzip') => run.scripts.reduce((total, s) => total + s[key], 0);

const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ');

async function main() {
  // Timings depend on what else the machine runs: the load average (1 / 5 / 15 min) is printed with them.
  console.log(`load average at start: ${load()}`);
  const product = await startProduct({
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
  });
  const browser = await launchBrowser();
  let failed = false;
  try {
    const pages = [
      { path: '/client/dataQuery', chart: true, scroll: false },
      { path: '/client/dataQuery', chart: true, scroll: true },
      { path: '/client/dataComparison', chart: true, scroll: false },
      { path: '/client/homePage', chart: false, scroll: false },
    ];
    // One warm-up so the server's own caches (catalogue, chart cache) are not what is measured.
    await measure(browser, `${product.url}/client/dataQuery`, true);
    for (const { path, chart, scroll } of pages) {
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measure(browser, `${product.url}${path}`, chart, scroll));
      const last = runs[runs.length - 1] as Run;
      const gzip = median(runs.map((r) => sum(r, 'gzip')));
      const label = scroll ? `${path} (scrolled to the map)` : path;
      const raw = kb(median(runs.map((r) => sum(r, 'raw'))));
      console.log(`\n${label}: ${last.scripts.length} scripts, ${raw} raw, ${kb(gzip)} gzipped`);
      for (const s of [...last.scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`  ${kb(s.gzip).padStart(10)}  ${s.url}`);
      }
      if (chart) {
        const times = runs.map((r) => r.firstChartMs ?? Number.POSITIVE_INFINITY);
        const first = median(times);
        console.log(
          `  first chart: median ${first.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${RUNS} cold runs)`,
        );
        if (path === '/client/dataQuery' && !scroll && first > BUDGET_FIRST_CHART_MS) {
          console.log(`  OVER BUDGET: first chart later than ${BUDGET_FIRST_CHART_MS} ms`);
          failed = true;
        }
      }
      if (path === '/client/dataQuery' && !scroll && gzip > BUDGET_GZIP_BYTES) {
        console.log(`  OVER BUDGET: more than ${kb(BUDGET_GZIP_BYTES)} of gzipped JavaScript`);
        failed = true;
      }
    }
    // The Map tab: the cities' bubbles drawn after the data arrives (the grid is asked before the cities list
    // arrives, so the map's request for every city is part of what is timed).
    const list = (await (await fetch(`${product.url}/api/reception/series/citySerSeries/list`)).json()) as {
      result: { id: string; number: string; children?: unknown[] }[];
    };
    type Node = { id: string; number: string; children?: Node[] };
    const find = (nodes: Node[]): Node | undefined =>
      nodes.reduce<Node | undefined>((f, n) => f ?? (n.number === '4100' ? n : find(n.children ?? [])), undefined);
    const series = find(list.result as Node[]);
    if (series) {
      await measureMap(browser, product.url, series.id);
      const maps: { drawMs: number; bubbles: number }[] = [];
      for (let i = 0; i < RUNS; i++) maps.push(await measureMap(browser, product.url, series.id));
      const times = maps.map((m) => m.drawMs);
      const drawn = median(times);
      console.log(
        `\n/client/dataQuery Map tab: ${maps[0]?.bubbles} bubbles drawn (${MAP_BUBBLES} cities with a figure in the year shown); draw after the data arrived: median ${drawn.toFixed(0)} ms, min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${RUNS} cold runs)`,
      );
      if (drawn > BUDGET_MAP_DRAW_MS) {
        console.log(`  OVER BUDGET: the map drew later than ${BUDGET_MAP_DRAW_MS} ms after its data`);
        failed = true;
      }
    }
  } finally {
    console.log(`\nload average at end: ${load()}`);
    await browser.close();
    await product.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
