import type { ChartData, ChartPlace } from '../stats.js';

/**
 * Per-person views (issue 19): a place's figure divided by its population in the same year. One implementation
 * for the chart (the web divides the public chart replies it holds) and the downloads of that view (the server
 * divides the same replies for CSV, XLSX and JSON-stat), so the files carry exactly the figures the chart shows.
 *
 * Population series: economy-level figures use the economies' total population (series 2100, World Bank);
 * city-level figures use the population of the same kind of area from the same publisher where there is one
 * (the BEA's metropolitan areas for BEA series, series 4200), else the UN urban agglomerations (series 4100).
 *
 * Rounding rule: the quotient is computed exactly in decimal from the two figures as published (no binary
 * floating-point error) and rounded half away from zero to PER_PERSON_SIGNIFICANT significant figures: population
 * figures are estimates, so more digits would not mean anything. The chart and table show the decimals that the
 * largest figure shown needs for those significant figures (never more), see perPersonDecimals.
 */
export const PER_PERSON_SIGNIFICANT = 4;

export const ECONOMY_POPULATION = '2100';
export const CITY_POPULATION = '4100';
const CITY_POPULATIONS = ['4100', '4200'];
/** The population series themselves (dividing one by another is not a per-person view). */
const POPULATION_GROUPS = ['2000', '4000'];

/** The unit of a per-person figure: the series' unit with this after it, in each language. */
export const perPersonUnitSuffix = { en: ' per person', zh: '/人' } as const;

export type PerPersonBlock = 'yoy' | 'notAmount' | 'perPerson' | 'population' | 'noPopulation';

/** A public series as the plan reads it (a node of the public series tree). */
export interface PerPersonNode {
  id: string;
  pid: string | null;
  number: string;
  nameEn: string;
  nameZh: string;
  sourceEn: string;
}

export interface PopulationSeries {
  /** Series id of the population of economy-level figures. */
  economy?: string;
  /** Series id of the population of city-level figures. */
  city?: string;
  /** Number and names of the population series (both languages) for the notes. */
  names: { economy?: PopulationName; city?: PopulationName };
}
export type PopulationName = Pick<PerPersonNode, 'number' | 'nameEn' | 'nameZh'>;

export type PerPersonPlan =
  | { available: true; population: PopulationSeries }
  | { available: false; reason: PerPersonBlock };

const perPersonUnit = /per (person|capita)|\/\s*人|人均/i;

/**
 * The publisher of a source text: what comes before its first comma ("U.S. Bureau of Economic Analysis, Regional
 * Economic Accounts, table CAGDP1 …" → "U.S. Bureau of Economic Analysis"), so that two tables of one publisher match.
 */
export const publisherOf = (source: string) => (source.split(',')[0] ?? '').trim().toLowerCase();

/**
 * Whether a series can be shown per person, and with which population series; why not when it cannot. `nodes`
 * are the public series (the tree's groups and their series, flat).
 */
export function perPersonPlan(
  series: Pick<PerPersonNode, 'number' | 'nameEn' | 'sourceEn' | 'pid'> & {
    valueKind: string;
    unitEn: string;
    unitZh: string;
  },
  nodes: readonly PerPersonNode[],
  yoy: boolean,
): PerPersonPlan {
  if (yoy) return { available: false, reason: 'yoy' };
  const group = nodes.find((node) => node.id === series.pid);
  if (
    CITY_POPULATIONS.includes(series.number) ||
    series.number === ECONOMY_POPULATION ||
    POPULATION_GROUPS.includes(group?.number ?? '')
  ) {
    return { available: false, reason: 'population' };
  }
  if (series.valueKind !== 'amount') return { available: false, reason: 'notAmount' };
  if (perPersonUnit.test(`${series.unitEn} ${series.unitZh} ${series.nameEn}`))
    return { available: false, reason: 'perPerson' };
  const economy = nodes.find((node) => node.number === ECONOMY_POPULATION);
  const cities = nodes.filter((node) => CITY_POPULATIONS.includes(node.number));
  const publisher = publisherOf(series.sourceEn);
  const city =
    cities.find((node) => publisher !== '' && publisherOf(node.sourceEn) === publisher) ??
    cities.find((node) => node.number === CITY_POPULATION);
  if (!economy && !city) return { available: false, reason: 'noPopulation' };
  const name = (node: PerPersonNode): PopulationName => ({
    number: node.number,
    nameEn: node.nameEn,
    nameZh: node.nameZh,
  });
  return {
    available: true,
    population: {
      economy: economy?.id,
      city: city?.id,
      names: { economy: economy ? name(economy) : undefined, city: city ? name(city) : undefined },
    },
  };
}

/** A finite number as an exact decimal: digits × 10^-scale (from its shortest decimal text, as published). */
function decimal(x: number): { digits: bigint; scale: number } {
  const [mantissa = '0', exponent = '0'] = String(Math.abs(x)).toLowerCase().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = BigInt(whole + fraction);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    digits *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return { digits: x < 0 ? -digits : digits, scale };
}

const pow10 = (k: number) => 10n ** BigInt(k);

/**
 * value ÷ population, exactly in decimal, rounded half away from zero to `significant` significant figures; null
 * without a positive population or a finite value.
 */
export function perPersonValue(
  value: number | null | undefined,
  population: number | null | undefined,
  significant = PER_PERSON_SIGNIFICANT,
): number | null {
  if (value === null || value === undefined || population === null || population === undefined) return null;
  if (!Number.isFinite(value) || !Number.isFinite(population) || population <= 0) return null;
  if (value === 0) return 0;
  const a = decimal(value);
  const b = decimal(population);
  let num = a.digits * pow10(b.scale);
  const den = b.digits * pow10(a.scale);
  const negative = num < 0n;
  if (negative) num = -num;
  // e: 10^e ≤ quotient < 10^(e+1), from the floating estimate, then checked exactly.
  const atLeast = (k: number) => (k >= 0 ? num >= den * pow10(k) : num * pow10(-k) >= den);
  let e = Math.floor(Math.log10(Math.abs(value) / population));
  while (!atLeast(e)) e--;
  while (atLeast(e + 1)) e++;
  const k = significant - 1 - e;
  const scaledNum = k >= 0 ? num * pow10(k) : num;
  const scaledDen = k >= 0 ? den : den * pow10(-k);
  const rounded = (2n * scaledNum + scaledDen) / (2n * scaledDen);
  return Number(`${negative ? '-' : ''}${rounded}e${-k}`);
}

/** The decimals to show: what the largest figure needs for its significant figures (0 at least, 12 at most). */
export function perPersonDecimals(values: readonly (number | null)[], significant = PER_PERSON_SIGNIFICANT): number {
  const largest = Math.max(0, ...values.map((v) => (v === null ? 0 : Math.abs(v))));
  if (largest === 0) return 0;
  return Math.min(12, Math.max(0, significant - 1 - Math.floor(Math.log10(largest))));
}

/** A chart reply as the division reads it (the population replies need only places, years and figures). */
type PopulationReply = Pick<ChartData, 'places' | 'years' | 'data'>;

/** The population figures of a place of the chart, from the population replies (same years, by place). */
function populationOf(place: ChartPlace, economy: PopulationReply | undefined, city: PopulationReply | undefined) {
  const reply = place.level === 'economy' ? economy : city;
  if (!reply) return null;
  const match = reply.places.find((p) =>
    place.level === 'economy'
      ? p.level === 'economy' && p.countryId === place.countryId
      : p.level === 'city' && p.cityId === place.cityId,
  );
  if (!match) return null;
  const byYear = new Map(reply.years.map((year, i) => [year, reply.data[match.key]?.[i] ?? null]));
  return byYear;
}

/** The population replies to ask for: the economies' and the cities' of a chart, over its years. */
export function populationQueries(chart: Pick<ChartData, 'places'>, population: PopulationSeries) {
  const unique = (ids: readonly (string | null)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))];
  const countryIds = unique(chart.places.filter((p) => p.level === 'economy').map((p) => p.countryId));
  const cityIds = unique(chart.places.filter((p) => p.level === 'city').map((p) => p.cityId));
  return {
    economy: population.economy && countryIds.length > 0 ? { seriesId: population.economy, countryIds } : null,
    city: population.city && cityIds.length > 0 ? { seriesId: population.city, cityIds } : null,
  };
}

export interface PerPersonResult<C extends ChartData = ChartData> {
  chart: C;
  /** Places without population figures (their per-person figures are empty). */
  missing: string[];
}

/**
 * The chart reply divided by population, place by place and year by year: the unit says "per person", the
 * decimals follow the rounding rule, statuses stay with the figures, and a year without a population figure is
 * empty.
 */
export function perPersonChart<C extends ChartData>(
  chart: C,
  population: { economy?: PopulationReply; city?: PopulationReply },
  unitSuffix: { en: string; zh: string; current: string },
): PerPersonResult<C> {
  const missing: string[] = [];
  const data: Record<string, (number | null)[]> = {};
  for (const place of chart.places) {
    const people = populationOf(place, population.economy, population.city);
    if (!people || ![...people.values()].some((v) => v !== null)) missing.push(place.label);
    data[place.key] = chart.years.map((year, i) => perPersonValue(chart.data[place.key]?.[i], people?.get(year)));
  }
  const decimals = perPersonDecimals(Object.values(data).flat());
  return {
    chart: {
      ...chart,
      data,
      unit: `${chart.unit}${unitSuffix.current}`.trim(),
      unitEn: `${chart.unitEn}${unitSuffix.en}`.trim(),
      unitZh: `${chart.unitZh}${unitSuffix.zh}`.trim(),
      series: { ...chart.series, decimals, valueKind: 'amount' },
    },
    missing,
  };
}
