import type { ChartData } from '@csp/contract';
import { Utf8Pieces } from './utf8-pieces.js';

/**
 * JSON text of a chart that reuses the text of its shared parts.
 *
 * A chart's places, series, type and years are the same objects from one chart to the next (`chart-parts.ts`
 * makes each once per catalogue and language); their JSON text is made and encoded once, when the object is made,
 * and a chart's reply is put together from those bytes and the serialized values as UTF-8 (`utf8-pieces.ts`). The
 * result is exactly `JSON.stringify` of the chart as an object (`chartObject`; the tests compare the two), only
 * cheaper: formatting the labels, names and escapes of five places and a series is most of a cold chart's
 * serialization.
 *
 * A computed chart keeps its values as a list of (place key, values) rather than as the `data` object: city ids
 * are integer keys, and an object holding key 882 gets room for 883 elements, which a cold chart then allocates
 * and JSON.stringify scans every time.
 */

/**
 * `data` of a chart as a list: each place's key (city id or economy key) and its values by year, as numbers or
 * already as the text of their JSON array (held published values: `published-values.ts`).
 */
export type ChartValues = ReadonlyArray<readonly [key: string, values: readonly (number | null)[] | string]>;

/** A computed chart: `ChartData` with `data` as a list (`chartObject` and `chartJson` make the reply's object). */
export type ComputedChart = Omit<ChartData, 'data'> & { data: ChartValues };

/** Encoded texts of shared objects, dropped with the objects (a catalogue's parts go when the catalogue goes). */
const kept = new WeakMap<object, Buffer>();

/**
 * Makes an object shared: frozen (a shared object is never changed) and its JSON text kept with it, encoded. In a
 * buffer of its own: a small `Buffer.from` is a slice of Node's shared 8 KB pool, and a kept slice would hold on to
 * the whole 8 KB (a catalogue's thousands of parts: tens of MB).
 */
export function sharedPart<T extends object>(value: T): T {
  const text = JSON.stringify(Object.freeze(value));
  const bytes = Buffer.allocUnsafeSlow(Buffer.byteLength(text));
  bytes.write(text, 0, 'utf8');
  kept.set(value, bytes);
  return value;
}

const ascii = (text: string) => Buffer.from(text, 'latin1');
const openBrace = ascii('{');
const closeBrace = ascii('}');
const openBracket = ascii('[');
const closeBracket = ascii(']');
const comma = ascii(',');
const colon = ascii(':');

/** A value's JSON text: kept bytes for a shared object, each element's for a list of objects. */
function part(value: unknown, out: Utf8Pieces): void {
  if (typeof value !== 'object' || value === null) {
    out.text(JSON.stringify(value) ?? 'null');
    return;
  }
  const bytes = kept.get(value);
  if (bytes !== undefined) {
    out.bytes(bytes);
    return;
  }
  if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null) {
    out.bytes(openBracket);
    for (let i = 0; i < value.length; i++) {
      if (i > 0) out.bytes(comma);
      part(value[i], out);
    }
    out.bytes(closeBracket);
    return;
  }
  out.text(JSON.stringify(value));
}

/** The chart as the reply's object (`data` an object keyed by place). */
export function chartObject(chart: ComputedChart): ChartData {
  const data = chart.data.map(([key, values]) => [key, typeof values === 'string' ? JSON.parse(values) : values]);
  return { ...chart, data: Object.fromEntries(data) as ChartData['data'] };
}

const keyBytes = new Map<string, Buffer>();

/** `"key":` for a property, encoded (a chart has a dozen property names: each made once). */
function keyOf(key: string): Buffer {
  let bytes = keyBytes.get(key);
  if (bytes === undefined) {
    bytes = Buffer.from(`${JSON.stringify(key)}:`);
    if (keyBytes.size < 100) keyBytes.set(key, bytes);
  }
  return bytes;
}

/**
 * Adds `JSON.stringify(chartObject(chart))` to `out`, with the kept bytes of its shared parts (the top level walked
 * in order).
 */
export function chartJsonTo(chart: ComputedChart, out: Utf8Pieces): Utf8Pieces {
  out.bytes(openBrace);
  let first = true;
  for (const key in chart) {
    const value = chart[key as keyof ComputedChart];
    if (value === undefined || typeof value === 'function') continue;
    if (!first) out.bytes(comma);
    out.bytes(keyOf(key));
    if (key === 'data') valuesTo(chart.data, out);
    else part(value, out);
    first = false;
  }
  return out.bytes(closeBrace);
}

/** `JSON.stringify(chartObject(chart))`, put together as `chartJsonTo` does. */
export function chartJson(chart: ComputedChart): string {
  return chartJsonTo(chart, new Utf8Pieces()).toBuffer().toString('utf8');
}

/** An array index as an object key (a canonical integer below 2³² − 1): JavaScript lists these keys first. */
const isIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

/**
 * `JSON.stringify(Object.fromEntries(values))` without the object: the keys in the order an object lists them
 * (array indexes ascending, then the other keys in the order given). A chart's keys are distinct; a list that
 * repeats one is written through the object itself.
 */
export function valuesJson(values: ChartValues): string {
  return valuesTo(values, new Utf8Pieces()).toBuffer().toString('utf8');
}

function valuesTo(values: ChartValues, out: Utf8Pieces): Utf8Pieces {
  const n = values.length;
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (values[i]?.[0] === values[j]?.[0])
        return out.text(JSON.stringify(chartObject({ data: values } as ComputedChart).data));
    }
  }
  const indexes: number[] = [];
  for (let i = 0; i < n; i++) if (isIndex(keyAt(values, i))) indexes.push(i);
  if (indexes.some((at, k) => k > 0 && Number(keyAt(values, at)) < Number(keyAt(values, indexes[k - 1] as number)))) {
    indexes.sort((a, b) => Number(keyAt(values, a)) - Number(keyAt(values, b)));
  }
  out.bytes(openBrace);
  let first = true;
  for (const i of indexes) first = entryTo(values, i, out, first);
  for (let i = 0; i < n; i++) if (!isIndex(keyAt(values, i))) first = entryTo(values, i, out, first);
  return out.bytes(closeBrace);
}

const keyAt = (values: ChartValues, i: number) => (values[i] as ChartValues[number])[0];

/** Adds `"key":[values]` of entry i (after a comma unless first); false, the next entry's `first`. */
function entryTo(values: ChartValues, i: number, out: Utf8Pieces, first: boolean): false {
  const [key, list] = values[i] as ChartValues[number];
  if (!first) out.bytes(comma);
  out.text(JSON.stringify(key)).bytes(colon);
  out.text(typeof list === 'string' ? list : JSON.stringify(list));
  return false;
}
