import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { evaluateFormula, FormulaError, formulaRefs, parseFormula } from '../src/lib/formula.js';
import { readRows } from '../src/lib/spreadsheet/row-reader.js';
import { chainIndex, computeValues, needsOf, yearOnYear } from '../src/modules/stats/compute.js';
import { buildTypeGraph, type TypeRow } from '../src/modules/stats/type-graph.js';

describe('formulas', () => {
  it('parses arithmetic over series references and evaluates it without eval', () => {
    const f = parseFormula('(S1100 - 2 * S2100) / -S3 + 1.5e3');
    expect(formulaRefs(f)).toEqual(['S1100', 'S2100', 'S3']);
    const values: Record<string, number> = { S1100: 10, S2100: 2, S3: 4 };
    expect(evaluateFormula(f, (r) => values[r])).toBe((10 - 2 * 2) / -4 + 1500);
    expect(evaluateFormula(f, (r) => (r === 'S3' ? undefined : values[r]))).toBeUndefined();
    expect(evaluateFormula(parseFormula('S1 / S2'), (r) => (r === 'S1' ? 1 : 0))).toBeUndefined();
  });

  it('refuses everything outside the language', () => {
    for (const text of [
      'S1 ^ 2',
      'f(S1)',
      'S1.x',
      'a = 1',
      '2S1',
      'S0',
      'T1',
      'S1 == S2',
      'S1 ? 1 : 2',
      '1 & 2',
      '5!',
      'S1 mod 2',
    ]) {
      expect(() => parseFormula(text), text).toThrow(FormulaError);
    }
    expect(() => parseFormula(`S1${' + S1'.repeat(200)}`)).toThrow(FormulaError);
  });
});

describe('compute types', () => {
  /** A compute type of series `seriesId` (numbered ten times its id): no formula, no parameters, ×1, first. */
  const typeRow = (
    id: number,
    seriesId: number,
    code: string,
    computeType: string,
    extra: Partial<Pick<TypeRow, 'formula' | 'parameters' | 'coefficient' | 'sort'>> = {},
  ): TypeRow => ({
    id,
    seriesId,
    seriesNumber: String(seriesId * 10),
    code,
    computeType,
    formula: null,
    parameters: {},
    coefficient: 1,
    sort: 0,
    ...extra,
  });
  const graph = buildTypeGraph([
    typeRow(1, 10, 'value', 'stored'),
    typeRow(2, 20, 'value', 'stored'),
    typeRow(3, 30, 'value', 'formula', { formula: 'S100 / S200', coefficient: 100 }),
    typeRow(4, 30, 'yoy', 'yoy', { sort: 1 }),
    typeRow(5, 40, 'value', 'chain_index', { formula: 'S200', parameters: { baseYear: 2001 } }),
    typeRow(6, 50, 'value', 'formula', { formula: 'S100 / S400', parameters: { baseYear: 2000, rebase: ['S400'] } }),
  ]);
  const stored = new Map([
    [
      1,
      new Map([
        [1999, 50],
        [2000, 100],
        [2001, 110],
        [2002, 121],
      ]),
    ],
    [
      2,
      new Map([
        [1999, 5],
        [2000, 4],
        [2001, 10],
        [2002, 20],
      ]),
    ],
  ]);
  const leaf = (id: number) => stored.get(id);
  const type = (id: number) => graph.type(id) ?? (undefined as never);

  it('formula × coefficient, and yoy of a computed type', () => {
    expect([...computeValues(type(3), 2000, 2002, graph, leaf)]).toEqual([
      [2000, 2500],
      [2001, 1100],
      [2002, 605],
    ]);
    const yoy = computeValues(type(4), 2001, 2002, graph, leaf);
    expect(yoy.get(2001)).toBeCloseTo(((1100 - 2500) / 2500) * 100, 12);
    expect(needsOf(type(4), 2001, 2002, graph).leaves.get(1)).toEqual({ from: 2000, to: 2002 });
  });

  it('chained index with base 100 and a rebased reference', () => {
    const index = computeValues(type(5), 1999, 2002, graph, leaf);
    expect([...index].sort((a, b) => a[0] - b[0])).toEqual([
      [1999, 100 / 1.1 / 1.04],
      [2000, 100 / 1.1],
      [2001, 100],
      [2002, 120],
    ]);
    const real = computeValues(type(6), 2000, 2002, graph, leaf);
    expect(real.get(2000)).toBeCloseTo(100, 10);
    expect(real.get(2002)).toBeCloseTo(121 / (120 / (100 / 1.1)), 10);
    expect([
      ...chainIndex(
        new Map([
          [2000, 1],
          [2002, 5],
        ]),
        2000,
      ),
    ]).toEqual([[2000, 100]]);
    expect([
      ...yearOnYear(
        new Map([
          [2000, 0],
          [2001, 5],
        ]),
        2001,
        2001,
      ),
    ]).toEqual([]);
  });
});

describe('CSV reading', () => {
  it('splits plain lines quickly and hands over to the full parser at the first quote, keeping line numbers', async () => {
    const plain = Array.from({ length: 3000 }, (_, i) => `a${i},b${i}`).join('\r\n');
    const text = `\ufeffh1,h2\r\n${plain}\r\n\r\n"x,1","multi\nline"\r\nlast,"q""uote"`;
    const bytes = Buffer.from(text);
    const chunks = [bytes.subarray(0, 7), bytes.subarray(7, 30_001), bytes.subarray(30_001)];
    const rows = [];
    for await (const batch of readRows('csv', Readable.from(chunks))) rows.push(...batch);
    expect(rows[0]).toEqual({ line: 1, cells: ['h1', 'h2'] });
    expect(rows[3000]).toEqual({ line: 3001, cells: ['a2999', 'b2999'] });
    expect(rows[3001]).toEqual({ line: 3004, cells: ['x,1', 'multi\nline'] });
    expect(rows[3002]).toEqual({ line: 3005, cells: ['last', 'q"uote'] });
    expect(rows).toHaveLength(3003);
  });
});
