import { TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';

/** The axis tooltip of the charts (see loadTooltip in echarts.ts). */
export function installTooltip(): void {
  use([TooltipComponent]);
}
