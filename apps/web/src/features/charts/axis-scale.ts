import type { Language } from '../../lib/language';
import { formatAxisTick, type ValueDisplay } from './value-format';

/** A value axis chosen from the data: bounds, step and the labels of its ticks, no two alike. */
export interface AxisScale {
  min: number;
  max: number;
  interval: number;
  /** Fraction digits the labels need so that adjacent ticks never read the same. */
  digits: number;
  /** Short labels (1.7T, 1.7万亿): the axis reaches 10,000. */
  compact: boolean;
}

const STEPS = [1, 2, 2.5, 5, 10];

/** The smallest 1-2-2.5-5 × 10ⁿ step that cuts the span into at most `parts` parts. */
function niceStep(span: number, parts: number): number {
  const raw = span / parts;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = STEPS.find((s) => s * power >= raw * (1 - 1e-9)) ?? 10;
  return step * power;
}

/** The ticks of a scale, rounded to the step's precision (no 0.30000000000000004). */
export function axisTicks(scale: Pick<AxisScale, 'min' | 'max' | 'interval'>): number[] {
  const count = Math.round((scale.max - scale.min) / scale.interval);
  const places = Math.min(15, Math.max(0, Math.ceil(-Math.log10(scale.interval)) + 2));
  return Array.from({ length: count + 1 }, (_, i) => Number((scale.min + i * scale.interval).toFixed(places)));
}

/**
 * The value axis of a chart: about five steps over the data's range (from zero for bars), and as many
 * fraction digits as the labels need to differ. ECharts' own choice of interval with a fixed one-decimal
 * label wrote "274.6" nine times over figures that differ in the second and third decimal.
 */
export function axisScale(
  values: readonly (number | null | undefined)[],
  options: { fromZero: boolean; display: ValueDisplay; lang: Language; parts?: number },
): AxisScale | undefined {
  let lo = Number.POSITIVE_INFINITY;
  let hi = Number.NEGATIVE_INFINITY;
  for (const v of values) {
    if (typeof v !== 'number' || !Number.isFinite(v)) continue;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  if (lo > hi) return undefined;
  if (options.fromZero) {
    lo = Math.min(lo, 0);
    hi = Math.max(hi, 0);
  }
  if (lo === hi) {
    const pad = Math.abs(lo) * 0.05 || 1;
    lo -= pad;
    hi += pad;
  }
  const interval = niceStep(hi - lo, options.parts ?? 5);
  const min = Math.floor(lo / interval + 1e-9) * interval;
  let max = Math.ceil(hi / interval - 1e-9) * interval;
  if (max <= min) max = min + interval;
  const ticks = axisTicks({ min, max, interval });
  const compact = Math.max(Math.abs(min), Math.abs(max)) >= 10_000;
  const label = (t: number, digits: number) => formatAxisTick(t, options.display, options.lang, digits, compact);
  let digits = 0;
  while (digits < 12 && !distinct(ticks.map((t) => label(t, digits)))) digits += 1;
  return { min: ticks[0] ?? min, max: ticks[ticks.length - 1] ?? max, interval, digits, compact };
}

function distinct(labels: string[]): boolean {
  return new Set(labels).size === labels.length;
}
