import type { ChartData } from '@csp/contract';

/**
 * JSON text of a chart that reuses the text of its shared parts.
 *
 * A chart's places, series, type and years are the same objects from one chart to the next (`chart-parts.ts`
 * makes each once per catalogue and language); their JSON text is made once, when the object is made, and a
 * chart's text is put together from those texts and the serialized values. The result is exactly
 * `JSON.stringify` of the chart as an object (`chartObject`; the tests compare the two), only cheaper: formatting
 * the labels, names and escapes of five places and a series is most of a cold chart's serialization.
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

/** Texts of shared objects, dropped with the objects (a catalogue's parts go when the catalogue goes). */
const texts = new WeakMap<object, string>();

/** Makes an object shared: frozen (a shared object is never changed) and its JSON text kept with it. */
export function sharedPart<T extends object>(value: T): T {
  texts.set(value, JSON.stringify(Object.freeze(value)));
  return value;
}

/** A value's JSON text: kept text for a shared object, each element's for a list of objects. */
function part(value: unknown): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  const kept = texts.get(value);
  if (kept !== undefined) return kept;
  if (Array.isArray(value) && value.length > 0 && typeof value[0] === 'object' && value[0] !== null) {
    let out = '[';
    for (let i = 0; i < value.length; i++) out += (i === 0 ? '' : ',') + part(value[i]);
    return `${out}]`;
  }
  return JSON.stringify(value);
}

/** The chart as the reply's object (`data` an object keyed by place). */
export function chartObject(chart: ComputedChart): ChartData {
  const data = chart.data.map(([key, values]) => [key, typeof values === 'string' ? JSON.parse(values) : values]);
  return { ...chart, data: Object.fromEntries(data) as ChartData['data'] };
}

const keyTexts = new Map<string, string>();

/** `"key":` for a property (a chart has a dozen property names: each written once). */
function keyText(key: string): string {
  let text = keyTexts.get(key);
  if (text === undefined) {
    text = `${JSON.stringify(key)}:`;
    if (keyTexts.size < 100) keyTexts.set(key, text);
  }
  return text;
}

/** `JSON.stringify(chartObject(chart))`, with the kept text of its shared parts (the top level walked in order). */
export function chartJson(chart: ComputedChart): string {
  let out = '{';
  let first = true;
  // A computed chart is a plain object literal: `for…in` lists its own keys, in order.
  for (const key in chart) {
    const value = chart[key as keyof ComputedChart];
    // As JSON.stringify: a property whose value is undefined or a function is left out.
    if (value === undefined || typeof value === 'function') continue;
    out += `${first ? '' : ','}${keyText(key)}${key === 'data' ? valuesJson(chart.data) : part(value)}`;
    first = false;
  }
  return `${out}}`;
}

/** An array index as an object key (a canonical integer below 2³² − 1): JavaScript lists these keys first. */
const isIndex = (key: string) => /^(?:0|[1-9]\d{0,9})$/.test(key) && Number(key) < 4294967295;

/**
 * `JSON.stringify(Object.fromEntries(values))` without the object: the keys in the order an object lists them
 * (array indexes ascending, then the other keys in the order given). A chart's keys are distinct; a list that
 * repeats one is written through the object itself.
 */
export function valuesJson(values: ChartValues): string {
  const n = values.length;
  for (let i = 1; i < n; i++) {
    for (let j = 0; j < i; j++) {
      if (values[i]?.[0] === values[j]?.[0]) return JSON.stringify(chartObject({ data: values } as ComputedChart).data);
    }
  }
  const indexes: number[] = [];
  for (let i = 0; i < n; i++) if (isIndex(keyAt(values, i))) indexes.push(i);
  if (indexes.some((at, k) => k > 0 && Number(keyAt(values, at)) < Number(keyAt(values, indexes[k - 1] as number)))) {
    indexes.sort((a, b) => Number(keyAt(values, a)) - Number(keyAt(values, b)));
  }
  let out = '';
  for (const i of indexes) out += `${out === '' ? '' : ','}${entryText(values, i)}`;
  for (let i = 0; i < n; i++) if (!isIndex(keyAt(values, i))) out += `${out === '' ? '' : ','}${entryText(values, i)}`;
  return `{${out}}`;
}

// Module functions rather than closures made per call: the server runs under tsx, which names every closure.
const keyAt = (values: ChartValues, i: number) => (values[i] as ChartValues[number])[0];

function entryText(values: ChartValues, i: number) {
  const [key, list] = values[i] as ChartValues[number];
  return `${JSON.stringify(key)}:${typeof list === 'string' ? list : JSON.stringify(list)}`;
}
