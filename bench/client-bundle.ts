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
  } finally {
    console.log(`\nload average at end: ${load()}`);
    await browser.close();
    await product.stop();
  }
  process.exit(failed ? 1 : 0);
}

await main();
