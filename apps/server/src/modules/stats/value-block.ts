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

/** What a place costs besides its values and their text (its slots in the arrays and the index), roughly. */
const perPlaceBytes = 48;

/**
 * Every published value of one stored type (the cities' own figures and the economy-level ones), held in a few
 * flat arrays instead of objects per place: a block of a thousand places is a dozen objects for the garbage
 * collector to mark, not thousands.
 *
 * Place p holds one value a year from `first[p]` to `last[p]` (NaN: none) at `values[start[p]…]`. The values are
 * also held as JSON text, written once when the block is built: `text` is every value (NaN as `null`) joined by
 * commas, and `ends[i]` is where value i's text ends, so a chart cuts its years' text out of it (`json`) instead
 * of formatting numbers on every request.
 */
export class ValueBlock {
  /** Bytes held, roughly. */
  readonly bytes: number;
  private readonly index = new Map<number, number>();
  private readonly first: Int32Array;
  private readonly last: Int32Array;
  private readonly start: Int32Array;
  /** 1 when some year between the first and the last has no value (without gaps, counting needs no look). */
  private readonly gaps: Uint8Array;
  private readonly values: Float64Array;
  private readonly ends: Uint32Array;
  private readonly text: string;

  /** Builds a block from its places' values (years in any order; a place without values is left out). */
  constructor(rows: PlaceSeriesRow[]) {
    const kept = rows.filter((r) => r.years.length > 0);
    const n = kept.length;
    this.first = new Int32Array(n);
    this.last = new Int32Array(n);
    this.start = new Int32Array(n);
    this.gaps = new Uint8Array(n);
    let total = 0;
    kept.forEach((r, p) => {
      this.first[p] = Math.min(...r.years);
      this.last[p] = Math.max(...r.years);
      this.start[p] = total;
      total += (this.last[p] as number) - (this.first[p] as number) + 1;
      this.index.set(r.cityId === null ? -Number(r.countryId) : Number(r.cityId), p);
    });
    this.values = new Float64Array(total).fill(Number.NaN);
    kept.forEach((r, p) => {
      const at = (this.start[p] as number) - (this.first[p] as number);
      r.years.forEach((year, i) => {
        this.values[at + year] = r.values[i] as number;
      });
    });
    this.ends = new Uint32Array(total);
    const parts: string[] = [];
    let end = -1;
    for (let i = 0; i < total; i++) {
      const value = this.values[i] as number;
      const part = Number.isNaN(value) ? 'null' : JSON.stringify(value);
      parts.push(part);
      end += part.length + 1;
      this.ends[i] = end;
    }
    // Joined, not added up: `join` makes one flat string, which a chart slices without copying (a string built by
    // `+=` is a tree of pieces that the first slice would have to flatten, on the request's time).
    this.text = parts.join(',');
    for (let p = 0; p < n; p++) {
      const from = this.start[p] as number;
      const to = from + (this.last[p] as number) - (this.first[p] as number);
      for (let i = from; i <= to; i++) if (Number.isNaN(this.values[i])) this.gaps[p] = 1;
    }
    this.bytes = this.values.byteLength + this.ends.byteLength + this.text.length + n * perPlaceBytes;
  }

  /** Places held. */
  get size(): number {
    return this.index.size;
  }

  /** The values of a place (by place key) over [from, to], or undefined when the block holds none of it. */
  span(key: string, from: number, to: number): YearValues | undefined {
    const p = this.index.get(placeNumber(key));
    return p === undefined ? undefined : new YearSpan(this, p, from, to);
  }

  /** The value of place p in a year, or undefined (no value, or outside its years). */
  valueAt(p: number, year: number): number | undefined {
    const first = this.first[p] as number;
    if (year < first || year > (this.last[p] as number)) return undefined;
    const value = this.values[(this.start[p] as number) + year - first] as number;
    return Number.isNaN(value) ? undefined : value;
  }

  /** How many years of [from, to] place p has a value for. */
  countIn(p: number, from: number, to: number): number {
    const first = this.first[p] as number;
    const a = Math.max(from, first);
    const b = Math.min(to, this.last[p] as number);
    if (this.gaps[p] === 0) return Math.max(0, b - a + 1);
    let n = 0;
    for (let year = a; year <= b; year++) if (this.valueAt(p, year) !== undefined) n++;
    return n;
  }

  /** The JSON array of place p's values from `from` to `to` (null where none), cut from the block's text. */
  json(p: number, from: number, to: number): string {
    if (to < from) return '[]';
    const first = this.first[p] as number;
    const a = Math.max(from, first);
    const b = Math.min(to, this.last[p] as number);
    if (a > b) return `[${nulls(to - from + 1)}]`;
    const i = (this.start[p] as number) + a - first;
    const j = (this.start[p] as number) + b - first;
    const cut = this.text.slice(i === 0 ? 0 : (this.ends[i - 1] as number) + 1, this.ends[j]);
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
