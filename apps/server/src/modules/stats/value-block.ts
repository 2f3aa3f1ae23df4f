import type { ObservationStatus } from '@csp/contract';
import type { PlaceSeriesRow } from './chart.repository.js';
import type { YearValues } from './compute.js';

/** The key of a place in held values: `c<cityId>` for a city's own figures, `e<countryId>` for an economy's. */
export const placeKey = (countryId: number, cityId: number | null) =>
  cityId === null ? `e${countryId}` : `c${cityId}`;

/** A place key as a number: the city id, or minus the economy id (NaN for a key of neither form). */
function placeNumber(key: string): number {
  const kind = key.charCodeAt(0);
  if ((kind !== 99 && kind !== 101) || key.length < 2 || key.length > 17) return Number.NaN; // 'c', 'e'
  let n = 0;
  for (let i = 1; i < key.length; i++) {
    const digit = key.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return Number.NaN;
    n = n * 10 + digit;
  }
  return kind === 99 ? n : -n;
}

/** `n` JSON nulls, comma-separated. */
const nulls = (n: number) => 'null,'.repeat(n - 1).concat('null');

/** What a place costs besides its values' text (its slots in the arrays and the index), roughly. */
const perPlaceBytes = 40;
/** What an observation status costs (an entry of a small map), roughly. */
const perFlagBytes = 40;

/**
 * Every published value of one stored type (the cities' own figures and the economy-level ones), held as the JSON
 * text of the values and a few flat arrays instead of objects per place: a block of a thousand places is a
 * handful of objects for the garbage collector to mark, not thousands, and about 9 bytes a value (issue 22; it
 * was 19 with a `Float64Array` of the numbers beside their text).
 *
 * Place p holds one value a year from `first[p]` to `last[p]`. Its values are held only as JSON text, written once
 * when the block is built: `text` holds every place's values (`null` where a year between its first and last has
 * none) joined by commas, place p's from `start[p]`; `ends[i]` is where the text of value i ends, counted from its
 * place's start (value i belongs to the place whose `index[p]` ≤ i). A chart cuts its years' text out of it (`json`)
 * without formatting a number; a computed type reads a value back with `Number()` of its text, exact because
 * `JSON.stringify` writes the shortest text that reads back as the same double.
 *
 * The observation statuses of the values (issue 16: estimate, projection…) are held beside them, by place and year,
 * for the few places whose values carry one, so a chart reads its flags without a query (issue 22).
 */
export class ValueBlock {
  /** Bytes held, roughly. */
  readonly bytes: number;
  private readonly places = new Map<number, number>();
  /** The statuses by place (as `places` keys it) and year, of the places that have any. */
  private readonly flagged = new Map<number, Map<number, ObservationStatus>>();
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  /** Where place p's values begin among all values (`ends`) and in `text`. */
  private readonly index: Uint32Array;
  private readonly start: Uint32Array;
  /** 1 when some year between the first and the last has no value (without gaps, counting needs no look). */
  private readonly gaps: Uint8Array;
  /** End of each value's text, relative to its place's start (16 bits unless a place's text is longer). */
  private readonly ends: Uint16Array | Uint32Array;
  private readonly text: string;

  /** Builds a block from its places' values (years in any order; a place without values is left out). */
  constructor(rows: PlaceSeriesRow[]) {
    const kept = rows.filter((r) => r.years.length > 0);
    const n = kept.length;
    this.first = new Int32Array(n);
    this.last = new Int32Array(n);
    this.index = new Uint32Array(n);
    this.start = new Uint32Array(n);
    this.gaps = new Uint8Array(n);
    let total = 0;
    let flags = 0;
    for (let p = 0; p < n; p++) {
      const r = kept[p] as PlaceSeriesRow;
      let lo = Infinity;
      let hi = -Infinity;
      for (const year of r.years) {
        if (year < lo) lo = year;
        if (year > hi) hi = year;
      }
      this.first[p] = lo;
      this.last[p] = hi;
      this.index[p] = total;
      total += hi - lo + 1;
      const place = r.cityId === null ? -Number(r.countryId) : Number(r.cityId);
      this.places.set(place, p);
      if (r.flags?.length) {
        this.flagged.set(place, new Map(r.flags));
        flags += r.flags.length;
      }
    }
    const rel = new Uint32Array(total);
    const parts: string[] = [];
    let offset = 0;
    let longest = 0;
    for (let p = 0; p < n; p++) {
      const r = kept[p] as PlaceSeriesRow;
      const first = this.first[p] as number;
      const span = (this.last[p] as number) - first + 1;
      const texts: string[] = new Array(span).fill('null');
      for (let i = 0; i < r.years.length; i++) {
        const value = r.values[i] as number;
        texts[(r.years[i] as number) - first] = Number.isNaN(value) ? 'null' : JSON.stringify(value);
      }
      let end = -1;
      const at = this.index[p] as number;
      for (let i = 0; i < span; i++) {
        const t = texts[i] as string;
        if (t === 'null') this.gaps[p] = 1;
        end += t.length + 1;
        rel[at + i] = end;
      }
      this.start[p] = offset;
      offset += end + 1; // and the comma between places
      if (end > longest) longest = end;
      parts.push(texts.join(','));
    }
    // Joined, not added up: `join` makes one flat string, which a chart slices without copying (a string built by
    // `+=` is a tree of pieces that the first slice would have to flatten, on the request's time).
    this.text = parts.join(',');
    this.ends = longest <= 0xffff ? Uint16Array.from(rel) : rel;
    this.bytes = this.ends.byteLength + this.text.length + n * perPlaceBytes + flags * perFlagBytes;
  }

  /** The observation statuses of a place's values (by place key), by year; undefined when none carries one. */
  flagsOf(key: string): ReadonlyMap<number, ObservationStatus> | undefined {
    return this.flagged.size === 0 ? undefined : this.flagged.get(placeNumber(key));
  }

  /** Places held. */
  get size(): number {
    return this.places.size;
  }

  /** The values of a place (by place key) over [from, to], or undefined when the block holds none of it. */
  span(key: string, from: number, to: number): YearValues | undefined {
    const p = this.places.get(placeNumber(key));
    return p === undefined ? undefined : new YearSpan(this, p, from, to);
  }

  /** Where the text of place p's value k (0 = its first year) begins and ends in `text`. */
  private textAt(p: number, k: number): number {
    return k === 0
      ? (this.start[p] as number)
      : (this.start[p] as number) + (this.ends[(this.index[p] as number) + k - 1] as number) + 1;
  }

  /** The value of place p in a year, or undefined (no value, or outside its years). */
  valueAt(p: number, year: number): number | undefined {
    const first = this.first[p] as number;
    if (year < first || year > (this.last[p] as number)) return undefined;
    const k = year - first;
    const a = this.textAt(p, k);
    if (this.text.charCodeAt(a) === 110) return undefined; // 'n': null
    return Number(this.text.slice(a, (this.start[p] as number) + (this.ends[(this.index[p] as number) + k] as number)));
  }

  /** How many years of [from, to] place p has a value for. */
  countIn(p: number, from: number, to: number): number {
    const first = this.first[p] as number;
    const a = Math.max(from, first);
    const b = Math.min(to, this.last[p] as number);
    if (this.gaps[p] === 0) return Math.max(0, b - a + 1);
    let n = 0;
    for (let year = a; year <= b; year++) if (this.text.charCodeAt(this.textAt(p, year - first)) !== 110) n++;
    return n;
  }

  /** The JSON array of place p's values from `from` to `to` (null where none), cut from the block's text. */
  json(p: number, from: number, to: number): string {
    if (to < from) return '[]';
    const first = this.first[p] as number;
    const a = Math.max(from, first);
    const b = Math.min(to, this.last[p] as number);
    if (a > b) return `[${nulls(to - from + 1)}]`;
    const cut = this.text.slice(
      this.textAt(p, a - first),
      (this.start[p] as number) + (this.ends[(this.index[p] as number) + b - first] as number),
    );
    return `[${a > from ? `${nulls(a - from)},` : ''}${cut}${b < to ? `,${nulls(to - b)}` : ''}]`;
  }
}

/**
 * The values of one place over a span of years, read in place from a held block: a read-only map year → value
 * that copies nothing (a chart asks for a few places of blocks holding hundreds).
 */
class YearSpan implements ReadonlyMap<number, number> {
  constructor(
    private readonly block: ValueBlock,
    private readonly place: number,
    private readonly from: number,
    private readonly to: number,
  ) {}

  /** The JSON array of the values from `from` to `to` within the span (null where none). */
  json(from: number, to: number): string {
    if (from >= this.from && to <= this.to) return this.block.json(this.place, from, to);
    const inside = Math.max(from, this.from) <= Math.min(to, this.to);
    if (!inside) return to < from ? '[]' : `[${nulls(to - from + 1)}]`;
    return JSON.stringify(Array.from({ length: to - from + 1 }, (_, i) => this.get(from + i) ?? null));
  }

  get(year: number): number | undefined {
    if (year < this.from || year > this.to) return undefined;
    return this.block.valueAt(this.place, year);
  }

  has(year: number): boolean {
    return this.get(year) !== undefined;
  }

  get size(): number {
    return this.block.countIn(this.place, this.from, this.to);
  }

  *entries(): MapIterator<[number, number]> {
    for (let year = this.from; year <= this.to; year++) {
      const value = this.get(year);
      if (value !== undefined) yield [year, value];
    }
  }

  *keys(): MapIterator<number> {
    for (const [year] of this.entries()) yield year;
  }

  *values(): MapIterator<number> {
    for (const [, value] of this.entries()) yield value;
  }

  forEach(fn: (value: number, year: number, map: ReadonlyMap<number, number>) => void): void {
    for (const [year, value] of this.entries()) fn(value, year, this);
  }

  [Symbol.iterator]() {
    return this.entries();
  }
}
