import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomSliderComponent, GridSimpleComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken to what the client area draws: line and bar series on a simple grid and the zoom
 * slider, drawn as SVG (crisp at any zoom, and the same renderer exports SVG and PNG files). Legend and
 * toolbox are HTML beside the chart, so they are keyboard operable and read by screen readers. The axis
 * tooltip (about 12 KB gzipped) is not needed to draw a chart: it is fetched when a pointer first comes over one.
 */
use([LineChart, BarChart, GridSimpleComponent, DataZoomSliderComponent, SVGRenderer]);

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

export type { EChartsType } from 'echarts/core';
export { init };
