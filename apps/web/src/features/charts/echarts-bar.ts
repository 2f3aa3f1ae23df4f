import { BarChart } from 'echarts/charts';
import { use } from 'echarts/core';

/** The bar chart (see loadBar in echarts.ts). */
export function installBar(): void {
  use([BarChart]);
}
