import { BarChart, LineChart } from 'echarts/charts';
import { DataZoomSliderComponent, GridSimpleComponent, TooltipComponent } from 'echarts/components';
import { init, use } from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

/**
 * ECharts, tree-shaken to what the client area draws: line and bar series on a simple grid, the axis tooltip
 * and the zoom slider, drawn as SVG (crisp at any zoom, and the same renderer exports SVG and PNG files).
 * Legend and toolbox are HTML beside the chart, so they are keyboard operable and read by screen readers.
 */
use([LineChart, BarChart, GridSimpleComponent, TooltipComponent, DataZoomSliderComponent, SVGRenderer]);

export type { EChartsType } from 'echarts/core';
export { init };
