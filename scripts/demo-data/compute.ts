/** Pure computations of the demo-data build: derived series and number formatting. */

/** Values of one economy, by year. */
export type YearValues = ReadonlyMap<number, number>;

/**
 * `numerator / denominator × coefficient` for every year both have (and the denominator is not 0),
 * in ascending year order.
 */
export function ratio(numerator: YearValues, denominator: YearValues, coefficient = 1): Map<number, number> {
  const out = new Map<number, number>();
  for (const year of [...numerator.keys()].sort((a, b) => a - b)) {
    const a = numerator.get(year);
    const b = denominator.get(year);
    if (a === undefined || b === undefined || b === 0) continue;
    const value = (a / b) * coefficient;
    if (Number.isFinite(value)) out.set(year, value);
  }
  return out;
}

/**
 * Chains annual rates of change (in %) into an index with `base` in `baseYear`: forwards
 * index(y) = index(y−1) × (1 + rate(y)/100), backwards index(y) = index(y+1) / (1 + rate(y+1)/100).
 * Only the unbroken run of years with a rate that contains `baseYear` is indexed; no rate in the base
 * year gives no index at all. Returned in ascending year order.
 */
export function chainIndex(rates: YearValues, baseYear: number, base = 100): Map<number, number> {
  if (!rates.has(baseYear)) return new Map();
  const index = new Map<number, number>([[baseYear, base]]);
  let previous = base;
  for (let year = baseYear + 1; ; year++) {
    const rate = rates.get(year);
    if (rate === undefined) break;
    previous *= 1 + rate / 100;
    index.set(year, previous);
  }
  let next = base;
  for (let year = baseYear - 1; rates.has(year); year--) {
    const nextRate = rates.get(year + 1);
    if (nextRate === undefined) break;
    next /= 1 + nextRate / 100;
    index.set(year, next);
  }
  return new Map([...index.entries()].sort((a, b) => a[0] - b[0]));
}

/** Parses a numeric source cell; blank or non-numeric cells give undefined (they are skipped). */
export function parseNumber(cell: string | undefined): number | undefined {
  const text = cell?.trim() ?? '';
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
}

/** Rounds to three significant figures. */
function sig3(n: number): number {
  return Number(n.toPrecision(3));
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "4.84 million", "381,000" (three significant figures). */
export function populationEn(population: number): string {
  const rounded = sig3(population);
  if (rounded >= 1e6) return `${sig3(rounded / 1e6)} million`;
  return groupThousands(rounded);
}

/** "484万", "38.1万" (three significant figures). */
export function populationZh(population: number): string {
  const rounded = sig3(population);
  if (rounded >= 1e4) return `${sig3(rounded / 1e4)}万`;
  return String(rounded);
}
