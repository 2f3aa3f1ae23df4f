import type { DepartTreeNode } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { toDepartBody, toDepartValues } from './depart-form';

const node: DepartTreeNode = {
  id: '2',
  key: '2',
  value: '2',
  title: '统计处',
  parentId: '1',
  orgCode: 'A01A01',
  departName: '统计处',
  departNameEn: 'Statistics',
  description: '',
  sort: 3,
};

describe('department form ↔ API', () => {
  it('round-trips a department', () => {
    expect(toDepartBody(toDepartValues(node))).toEqual({
      departName: '统计处',
      departNameEn: 'Statistics',
      parentId: '1',
      orgCode: 'A01A01',
      sort: 3,
    });
  });

  it('leaves the code out when blank (the server derives it) and makes a root without parent', () => {
    expect(toDepartBody({ departName: ' New ', orgCode: ' ', description: ' text ' })).toEqual({
      departName: 'New',
      parentId: null,
      description: 'text',
    });
  });
});
