import { LineChart } from 'echarts/charts';
import { DataZoomSliderComponent, GridSimpleComponent } from 'echarts/components';
import type { EChartsCoreOption } from 'echarts/core';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken to what the client area draws: line and bar series on a simple grid and the zoom
 * slider, drawn as SVG (crisp at any zoom, and the same renderer exports SVG and PNG files). Legend and
 * toolbox are HTML beside the chart, so they are keyboard operable and read by screen readers. The axis
 * tooltip (about 12 KB gzipped) is not needed to draw a chart: it is fetched when a pointer first comes over one.
 * Nor is the bar chart (about 9 KB gzipped) needed to draw the first chart, a line chart unless the link asks
 * for bars: it is fetched when a chart first has bars (bench/client-bundle.ts, the 350 KB budget).
 */
use([LineChart, GridSimpleComponent, DataZoomSliderComponent, SVGRenderer]);

let tooltip: Promise<void> | null = null;
let installed = false;

/** Registers the axis tooltip (once); charts created afterwards have it. */
export function loadTooltip(): Promise<void> {
  tooltip ??= import('./echarts-tooltip').then(({ installTooltip }) => {
    installTooltip();
    installed = true;
  });
  return tooltip;
}

/** Whether the axis tooltip is registered (charts created now have it). */
export const tooltipLoaded = (): boolean => installed;

let bar: Promise<void> | null = null;
let barInstalled = false;

/** Whether an option has bar series, which need the bar chart registered before an instance is created. */
export const hasBars = (option: EChartsCoreOption): boolean =>
  ((option as { series?: { type?: string }[] }).series ?? []).some((series) => series.type === 'bar');

/** Whether what `option` draws is registered (else `loadParts` first, then create the instance again). */
export const partsLoaded = (option: EChartsCoreOption): boolean => barInstalled || !hasBars(option);

/** Registers what `option` draws and is not registered yet (the bar chart), once. */
export function loadParts(option: EChartsCoreOption): Promise<void> {
  if (partsLoaded(option)) return Promise.resolve();
  bar ??= import('./echarts-bar').then(({ installBar }) => {
    installBar();
    barInstalled = true;
  });
  return bar;
}

export type { EChartsType } from 'echarts/core';
export { init };
