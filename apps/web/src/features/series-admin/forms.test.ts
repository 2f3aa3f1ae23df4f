import type { Dimension, SeriesTreeNode } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import {
  computingPart,
  dimensionBody,
  dimensionFormValues,
  formulaReferences,
  insertReference,
  parametersFor,
} from './dimension-form';
import { defaultDeflatorSeries, groupOptions, seriesBody, seriesFormValues, seriesOptions } from './series-form';

const node = (id: string, level: number, number: string, children: SeriesTreeNode[] = []) =>
  ({ id, level, number, nameEn: `S${number}`, nameZh: `指标${number}`, children }) as unknown as SeriesTreeNode;

describe('series form', () => {
  it('sends a group without a parent and trims texts', () => {
    const body = seriesBody({
      level: 1,
      pid: '5',
      number: ' 4000 ',
      nameEn: ' Water ',
      nameZh: '水',
      display: true,
      yearOnYear: false,
      open: true,
    });
    expect(body).toMatchObject({
      level: 1,
      pid: null,
      number: '4000',
      nameEn: 'Water',
      valueKind: 'amount',
      decimals: 2,
    });
    expect(body).not.toHaveProperty('sort');
    expect(seriesBody({ ...body, level: 2, pid: '7', sort: 3 } as never)).toMatchObject({ pid: '7', sort: 3 });
  });

  it('opens a new series under its group, a new group at level 1', () => {
    expect(seriesFormValues(null, '9')).toMatchObject({ level: 2, pid: '9', open: true });
    expect(seriesFormValues()).toMatchObject({ level: 1, pid: null });
  });

  it('offers the groups (not the edited one) and the level-2 series by group', () => {
    const tree = [node('1', 1, '1000', [node('2', 2, '1100')]), node('3', 1, '2000')];
    expect(groupOptions(tree, 'en', '3')).toEqual([{ value: '1', label: '1000 S1000' }]);
    expect(seriesOptions(tree, 'zh')).toEqual([
      { label: '1000 指标1000', options: [{ value: '2', label: '1100 指标1100' }] },
    ]);
  });
});

describe('deflator series', () => {
  it('picks the deflator by name, else the first series, else none', () => {
    const list = [
      { id: '1', nameEn: 'GDP' },
      { id: '2', nameEn: 'GDP deflator inflation' },
    ];
    expect(defaultDeflatorSeries(list)).toBe('2');
    expect(defaultDeflatorSeries(list.slice(0, 1))).toBe('1');
    expect(defaultDeflatorSeries([])).toBeUndefined();
  });
});

describe('statistical type form', () => {
  it('keeps only the parameters of the compute type', () => {
    const p = { baseYear: 2017, rebase: ['S1300'], source: 'value' };
    expect(parametersFor('formula', p)).toEqual({ baseYear: 2017, rebase: ['S1300'] });
    expect(parametersFor('chain_index', p)).toEqual({ baseYear: 2017 });
    expect(parametersFor('yoy', p)).toEqual({ source: 'value' });
    expect(parametersFor('stored', p)).toEqual({});
    expect(parametersFor('formula', { baseYear: null, rebase: [] })).toEqual({});
  });

  it('sends a formula and coefficient only where they apply', () => {
    expect(computingPart({ computeType: 'formula', formula: ' S1 / S2 ', coefficient: 100 })).toEqual({
      formula: 'S1 / S2',
      parameters: {},
      coefficient: 100,
    });
    expect(computingPart({ computeType: 'stored', formula: 'S1', coefficient: 5 })).toEqual({
      formula: null,
      parameters: {},
      coefficient: 1,
    });
    expect(computingPart({ computeType: 'chain_index', formula: '', coefficient: 5 }).formula).toBeNull();
    const body = dimensionBody({
      seriesId: '4',
      code: ' real ',
      nameEn: 'Real',
      nameZh: '不变价',
      unitEn: ' ',
      computeType: 'formula',
      formula: 'S1100 * S1400',
      parameters: { baseYear: 2017, rebase: ['S1400'] },
    });
    expect(body).toMatchObject({ code: 'real', unitEn: null, coefficient: 1, parameters: { baseYear: 2017 } });
  });

  it('opens an edited type with its values, a new one as stored', () => {
    expect(dimensionFormValues(null, '8')).toEqual({
      seriesId: '8',
      computeType: 'stored',
      coefficient: 1,
      parameters: {},
    });
    const d = { seriesId: '1', code: 'value', computeType: 'yoy', parameters: { source: 'value' } } as Dimension;
    expect(dimensionFormValues(d)).toMatchObject({
      code: 'value',
      computeType: 'yoy',
      parameters: { source: 'value' },
    });
  });

  it('reads the references of a formula and inserts one at the caret', () => {
    expect(formulaReferences('S1100 / S2100 * S1100 + 3')).toEqual(['S1100', 'S2100']);
    expect(formulaReferences('S0 + x')).toEqual([]);
    expect(insertReference('', 'S1')).toEqual({ text: 'S1', caret: 2 });
    expect(insertReference('S1 /', 'S2')).toEqual({ text: 'S1 / S2', caret: 7 });
    expect(insertReference('( / S3)', 'S2', 1)).toEqual({ text: '(S2 / S3)', caret: 3 });
  });
});
