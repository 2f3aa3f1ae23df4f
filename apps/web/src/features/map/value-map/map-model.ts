/**
 * The value map's scales, kept free of Leaflet and the DOM so they can be tested: bubble areas proportional to
 * the value, five colour classes over every year shown (so colours keep their meaning while the slider moves),
 * and the search for the bubble under the pointer.
 */

/** Five sequential classes, light to dark (ColorBrewer YlGnBu, readable on the pale basemap). */
export const CLASS_COLOURS = ['#c7e9b4', '#7fcdbb', '#41b6c4', '#1d91c0', '#0c2c84'] as const;
/** The colour of an economy or city with no figure that year. */
export const NO_DATA_COLOUR = '#e8e4dc';

export const MIN_RADIUS = 2.5;
export const MAX_RADIUS = 24;

export interface Scale {
  /** Class limits: a value v falls in class i when breaks[i-1] <= v < breaks[i] (4 inner limits). */
  breaks: number[];
  min: number;
  max: number;
  /** The largest absolute value: the full-size bubble. */
  maxAbs: number;
}

/** The finite values of every row. */
function finiteValues(rows: Iterable<readonly (number | null)[]>): number[] {
  const out: number[] = [];
  for (const row of rows) for (const v of row) if (v !== null && Number.isFinite(v)) out.push(v);
  return out;
}

/**
 * A scale over every value shown: quintile limits (so each colour holds about a fifth of the figures, and one
 * very large city does not make every other bubble the palest), deduplicated when many values are equal.
 */
export function makeScale(rows: Iterable<readonly (number | null)[]>): Scale | null {
  const values = finiteValues(rows).sort((a, b) => a - b);
  if (values.length === 0) return null;
  const min = values[0] as number;
  const max = values[values.length - 1] as number;
  const breaks: number[] = [];
  for (let k = 1; k < CLASS_COLOURS.length; k++) {
    const at = values[Math.min(values.length - 1, Math.floor((k * values.length) / CLASS_COLOURS.length))] as number;
    if (at > min && at !== breaks[breaks.length - 1]) breaks.push(at);
  }
  return { breaks, min, max, maxAbs: Math.max(Math.abs(min), Math.abs(max)) };
}

/** The class of a value (0 = lightest). With fewer limits the classes spread over the whole palette. */
export function classOf(value: number, scale: Scale): number {
  let i = 0;
  while (i < scale.breaks.length && value >= (scale.breaks[i] as number)) i++;
  if (scale.breaks.length === 0) return CLASS_COLOURS.length - 1;
  return Math.round((i * (CLASS_COLOURS.length - 1)) / scale.breaks.length);
}

export function colourOf(value: number | null | undefined, scale: Scale | null): string {
  if (value === null || value === undefined || !Number.isFinite(value) || !scale) return NO_DATA_COLOUR;
  return CLASS_COLOURS[classOf(value, scale)] as string;
}

/** The bubble radius in pixels: area proportional to the absolute value, never smaller than MIN_RADIUS. */
export function radiusOf(value: number, scale: Scale, maxRadius = MAX_RADIUS): number {
  if (scale.maxAbs === 0) return MIN_RADIUS;
  return Math.max(MIN_RADIUS, maxRadius * Math.sqrt(Math.abs(value) / scale.maxAbs));
}

/** The legend's classes: each colour with its range (`to` undefined for the last, open-ended class). */
export function legendClasses(scale: Scale): { colour: string; from: number; to?: number }[] {
  const limits = [scale.min, ...scale.breaks];
  return limits.map((from, i) => ({
    colour: CLASS_COLOURS[classOf(from, scale)] as string,
    from,
    ...(i + 1 < limits.length ? { to: limits[i + 1] as number } : {}),
  }));
}

/** The year of the map: the one asked for when shown, else the last year with a figure, else the last year. */
export function pickYear(years: readonly number[], rows: Iterable<readonly (number | null)[]>, wanted?: number) {
  if (wanted !== undefined && years.includes(wanted)) return wanted;
  const list = [...rows];
  for (let i = years.length - 1; i >= 0; i--) {
    if (list.some((row) => row[i] !== null && row[i] !== undefined)) return years[i] as number;
  }
  return years[years.length - 1];
}

/** A bubble as drawn: its centre in container pixels, radius and the index of its place. */
export interface DrawnBubble {
  x: number;
  y: number;
  r: number;
  index: number;
}

/**
 * The bubble under a point: of the bubbles containing it, the smallest (small bubbles are drawn on top), so a
 * small city inside a large one can still be pointed at. Undefined when none contains the point.
 */
export function bubbleAt(bubbles: readonly DrawnBubble[], x: number, y: number, slack = 2): DrawnBubble | undefined {
  let best: DrawnBubble | undefined;
  for (const b of bubbles) {
    const dx = b.x - x;
    const dy = b.y - y;
    const reach = b.r + slack;
    if (dx * dx + dy * dy > reach * reach) continue;
    if (!best || b.r < best.r) best = b;
  }
  return best;
}

/** Draw order: large bubbles first, so smaller ones stay visible on top. */
export function drawOrder(bubbles: DrawnBubble[]): DrawnBubble[] {
  return bubbles.sort((a, b) => b.r - a.r);
}
