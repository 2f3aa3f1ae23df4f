import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { type EChartsType, init } from '../echarts';
import { markFirstChart } from '../first-chart-mark';
import styles from './charts.module.css';

interface Props {
  option: EChartsCoreOption;
  /** What the chart shows, for screen readers (the data table beside it has the figures). */
  label: string;
  height: number;
  /** The zoom window moved: the first and last category index shown. */
  onWindow?: (start: number, end: number) => void;
  testId?: string;
}

interface ZoomState {
  startValue?: number;
  endValue?: number;
}

/** One ECharts instance in a div: created once, resized with its box, given each new option whole. */
export function EChart({ option, label, height, onWindow, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const windowHandler = useRef(onWindow);
  windowHandler.current = onWindow;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'svg' });
    chart.current = instance;
    instance.on('rendered', () => {
      if (element.dataset.drawn === 'true') return;
      const series = (instance.getOption() as { series?: unknown[] }).series ?? [];
      if (series.length === 0) return;
      element.dataset.drawn = 'true';
      markFirstChart();
    });
    instance.on('datazoom', () => {
      const zoom = ((instance.getOption() as { dataZoom?: ZoomState[] }).dataZoom ?? [])[0];
      if (zoom?.startValue !== undefined && zoom.endValue !== undefined) {
        windowHandler.current?.(zoom.startValue, zoom.endValue);
      }
    });
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  return (
    <div ref={box} className={styles.canvas} style={{ height }} role="img" aria-label={label} data-testid={testId} />
  );
}
