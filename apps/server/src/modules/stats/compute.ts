import type { ComputeType, DimensionParameters } from '@csp/contract';
import { evaluateFormula, type Formula, refNumber } from '../../lib/formula.js';

/**
 * Values of one place by year (computed ones are Maps; held published ones are views: `published-values.ts`,
 * which can also give their JSON text over a span of years without formatting a number).
 */
export type YearValues = ReadonlyMap<number, number> & { json?(from: number, to: number): string };

/** A statistical type ready to compute (its formula already parsed and checked). */
export interface TypeDef {
  id: number;
  seriesId: number;
  code: string;
  computeType: ComputeType;
  formula: Formula | null;
  refs: string[];
  parameters: DimensionParameters;
  coefficient: number;
  sort: number;
}

/** All statistical types, looked up by id, by series and by series number. */
export interface TypeGraph {
  type(id: number): TypeDef | undefined;
  typesOf(seriesId: number): TypeDef[];
  /** The value type of a series (its first type that is not `yoy`): what `S<number>` stands for. */
  primaryOf(seriesNumber: string): TypeDef | undefined;
}

export class ComputeError extends Error {}

const maxDepth = 8;

/** The types a type is computed from. */
export function sourcesOf(t: TypeDef, graph: TypeGraph): TypeDef[] {
  switch (t.computeType) {
    case 'stored':
      return [];
    case 'formula':
    case 'chain_index':
      return t.refs.map((ref) => {
        const p = graph.primaryOf(refNumber(ref));
        if (!p) throw new ComputeError(`unknown reference ${ref}`);
        return p;
      });
    case 'yoy': {
      const own = graph.typesOf(t.seriesId);
      const source = t.parameters.source
        ? own.find((o) => o.code === t.parameters.source)
        : own.find((o) => o.computeType !== 'yoy');
      if (!source || source.id === t.id) throw new ComputeError('yoy without a source type');
      return [source];
    }
  }
}

export interface Need {
  /** Stored types to read, each with the year range needed. */
  leaves: Map<number, { from: number; to: number }>;
}

/** Which stored types, over which years, computing `t` for [from, to] needs; throws on cycles. */
export function needsOf(t: TypeDef, from: number, to: number, graph: TypeGraph, need: Need = { leaves: new Map() }) {
  visitNeeds(t, from, to, 0, graph, need);
  return need;
}

// A module function rather than a closure made per call (every chart asks): the server runs under tsx, which
// names every closure it makes.
function visitNeeds(d: TypeDef, a: number, b: number, depth: number, graph: TypeGraph, need: Need) {
  if (depth > maxDepth) throw new ComputeError('formula chain too deep or circular');
  if (d.computeType === 'stored') {
    const known = need.leaves.get(d.id);
    need.leaves.set(d.id, known ? { from: Math.min(known.from, a), to: Math.max(known.to, b) } : { from: a, to: b });
    return;
  }
  const base = d.parameters.baseYear;
  for (const s of sourcesOf(d, graph)) {
    if (d.computeType === 'yoy') visitNeeds(s, a - 1, b, depth + 1, graph, need);
    else if (d.computeType === 'chain_index' && base !== undefined)
      visitNeeds(s, Math.min(a, base), Math.max(b, base), depth + 1, graph, need);
    else visitNeeds(s, a, b, depth + 1, graph, need);
    if (d.computeType === 'formula' && base !== undefined) visitNeeds(s, base, base, depth + 1, graph, need);
  }
}

/** Reads the stored values of one place: stored type id → its values by year. */
export type LeafValues = (typeId: number) => YearValues | undefined;

/** Computes the values of `t` for one place over [from, to] from its stored sources. */
export function computeValues(t: TypeDef, from: number, to: number, graph: TypeGraph, leaf: LeafValues): YearValues {
  const run = (d: TypeDef, a: number, b: number, depth: number): YearValues => {
    if (depth > maxDepth) throw new ComputeError('formula chain too deep or circular');
    switch (d.computeType) {
      case 'stored':
        return leaf(d.id) ?? new Map();
      case 'formula':
        return formulaValues(d, a, b, graph, (s, x, y) => run(s, x, y, depth + 1));
      case 'chain_index': {
        const [source] = sourcesOf(d, graph);
        const base = d.parameters.baseYear;
        if (!source || base === undefined) return new Map();
        return chainIndex(run(source, Math.min(a, base), Math.max(b, base), depth + 1), base);
      }
      case 'yoy': {
        const [source] = sourcesOf(d, graph);
        return source ? yearOnYear(run(source, a - 1, b, depth + 1), a, b) : new Map();
      }
    }
  };
  return restrict(run(t, from, to, 0), from, to);
}

function formulaValues(
  d: TypeDef,
  from: number,
  to: number,
  graph: TypeGraph,
  run: (t: TypeDef, from: number, to: number) => YearValues,
): YearValues {
  const base = d.parameters.baseYear;
  const rebase = new Set(d.parameters.rebase ?? []);
  const refs = new Map<string, YearValues>();
  for (const ref of d.refs) {
    const source = graph.primaryOf(refNumber(ref));
    if (!source) return new Map();
    const a = base !== undefined ? Math.min(from, base) : from;
    const b = base !== undefined ? Math.max(to, base) : to;
    refs.set(ref, run(source, a, b));
  }
  const out = new Map<number, number>();
  if (!d.formula) return out;
  for (let year = from; year <= to; year++) {
    const value = evaluateFormula(d.formula, (ref) => {
      const values = refs.get(ref);
      const v = values?.get(year);
      if (v === undefined || !rebase.has(ref) || base === undefined) return v;
      const b = values?.get(base);
      return b === undefined || b === 0 ? undefined : v / b;
    });
    if (value === undefined) continue;
    const scaled = d.coefficient === 1 ? value : value * d.coefficient;
    if (Number.isFinite(scaled)) out.set(year, scaled);
  }
  return out;
}

/**
 * Chains annual % changes into an index of 100 in the base year: forwards i(y) = i(y−1) × (1 + r(y)/100),
 * backwards i(y) = i(y+1) / (1 + r(y+1)/100), over the unbroken run of years with a rate that holds the base year.
 */
export function chainIndex(rates: YearValues, baseYear: number, base = 100): YearValues {
  const index = new Map<number, number>();
  if (!rates.has(baseYear)) return index;
  index.set(baseYear, base);
  let previous = base;
  for (let year = baseYear + 1; rates.has(year); year++) {
    previous *= 1 + (rates.get(year) as number) / 100;
    index.set(year, previous);
  }
  let next = base;
  for (let year = baseYear - 1; rates.has(year); year--) {
    next /= 1 + (rates.get(year + 1) as number) / 100;
    index.set(year, next);
  }
  return index;
}

/** Year-on-year change in %: (v(y) − v(y−1)) / v(y−1) × 100, where both exist and v(y−1) ≠ 0. */
export function yearOnYear(values: YearValues, from: number, to: number): YearValues {
  const out = new Map<number, number>();
  for (let year = from; year <= to; year++) {
    const cur = values.get(year);
    const prev = values.get(year - 1);
    if (cur === undefined || prev === undefined || prev === 0) continue;
    const change = ((cur - prev) / prev) * 100;
    if (Number.isFinite(change)) out.set(year, change);
  }
  return out;
}

function restrict(values: YearValues, from: number, to: number): YearValues {
  const out = new Map<number, number>();
  for (const [year, v] of values) if (year >= from && year <= to) out.set(year, v);
  return out;
}
