import type { EChartsCoreOption } from 'echarts/core';
import { useEffect, useRef } from 'react';
import { type EChartsType, init, loadParts, loadTooltip, partsLoaded, tooltipLoaded } from '../echarts';
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

const zoomOf = (instance: EChartsType): ZoomState | undefined =>
  // An instance given no option yet (waiting for the bar chart) has no option at all.
  ((instance.getOption() as { dataZoom?: ZoomState[] } | undefined)?.dataZoom ?? [])[0];

/**
 * One ECharts instance in a div: created once, resized with its box, given each new option whole. The axis
 * tooltip is fetched when a pointer first comes over a chart; ECharts sets an instance's processing steps up
 * when it is created, so a chart drawn before then is created again (same option, no animation, same zoom).
 */
export function EChart({ option, label, height, onWindow, testId }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<EChartsType | null>(null);
  const recreate = useRef<(() => void) | null>(null);
  /** The instance was created with the tooltip registered. */
  const hasTooltip = useRef(false);
  const windowHandler = useRef(onWindow);
  windowHandler.current = onWindow;
  const latest = useRef(option);
  latest.current = option;

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const create = () => {
      const instance = init(element, undefined, { renderer: 'svg' });
      chart.current = instance;
      hasTooltip.current = tooltipLoaded();
      instance.on('rendered', () => {
        if (element.dataset.drawn === 'true') return;
        const series = (instance.getOption() as { series?: unknown[] }).series ?? [];
        if (series.length === 0) return;
        element.dataset.drawn = 'true';
        markFirstChart();
      });
      instance.on('datazoom', () => {
        const zoom = zoomOf(instance);
        if (zoom?.startValue !== undefined && zoom.endValue !== undefined) {
          windowHandler.current?.(zoom.startValue, zoom.endValue);
        }
      });
      return instance;
    };
    create();
    recreate.current = () => {
      const old = chart.current;
      if (!old || old.isDisposed()) return;
      const zoom = zoomOf(old);
      old.dispose();
      const instance = create();
      // Bars not registered yet: the bar chart's arrival creates the instance again.
      if (!partsLoaded(latest.current)) return;
      instance.setOption({ ...latest.current, animation: false }, { notMerge: true });
      if (zoom?.startValue !== undefined && zoom.endValue !== undefined) {
        instance.dispatchAction({ type: 'dataZoom', startValue: zoom.startValue, endValue: zoom.endValue });
      }
    };
    const observer = new ResizeObserver(() => chart.current?.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.current?.dispose();
      chart.current = null;
      recreate.current = null;
    };
  }, []);

  useEffect(() => {
    // A chart with bars before the bar chart is registered: fetch it, then create the instance again with it.
    if (!partsLoaded(option)) {
      void loadParts(option).then(() => recreate.current?.());
      return;
    }
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  const withTooltip = () => {
    if (hasTooltip.current || !(latest.current as { tooltip?: unknown }).tooltip) return;
    hasTooltip.current = true;
    void loadTooltip().then(() => recreate.current?.());
  };

  return (
    <div
      ref={box}
      className={styles.canvas}
      style={{ height }}
      role="img"
      aria-label={label}
      data-testid={testId}
      onPointerEnter={withTooltip}
      onPointerDown={withTooltip}
    />
  );
}
