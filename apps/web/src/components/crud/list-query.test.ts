import { describe, expect, it } from 'vitest';
import { toIsoRange, toListQuery, toTableData } from './list-query';

describe('toListQuery (ProTable → server paging, sorting and filters)', () => {
  it('maps paging and drops blank fields', () => {
    expect(toListQuery({ current: 3, pageSize: 20, username: '  ad ', email: '', status: undefined })).toEqual({
      pageNo: 3,
      pageSize: 20,
      username: 'ad',
    });
  });

  it('defaults paging when ProTable gives none', () => {
    expect(toListQuery({})).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it('sorts only by a column the server knows', () => {
    const sortable = ['createTime', 'username'];
    expect(toListQuery({ current: 1, pageSize: 10 }, { username: 'ascend' }, { sortable })).toMatchObject({
      column: 'username',
      order: 'asc',
    });
    expect(toListQuery({}, { createTime: 'descend' }, { sortable })).toMatchObject({
      column: 'createTime',
      order: 'desc',
    });
    expect(toListQuery({}, { roles: 'ascend' }, { sortable })).not.toHaveProperty('column');
    expect(toListQuery({}, { username: null }, { sortable })).not.toHaveProperty('order');
  });

  it('renames search fields and ignores ProTable keyword and objects', () => {
    expect(toListQuery({ keyword: 'x', role: '4', range: ['a', 'b'] }, {}, { rename: { role: 'roleId' } })).toEqual({
      pageNo: 1,
      pageSize: 10,
      roleId: '4',
    });
  });
});

describe('toTableData and toIsoRange', () => {
  it('gives ProTable the records and total', () => {
    expect(toTableData({ records: [{ id: '1' }], total: 7, size: 10, current: 1, pages: 1 })).toEqual({
      data: [{ id: '1' }],
      total: 7,
      success: true,
    });
  });

  it('turns a local time range into ISO instants', () => {
    const range = toIsoRange(['2026-01-02 03:04:05', '2026-01-03 00:00:00']);
    expect(range.from).toBe(new Date('2026-01-02T03:04:05').toISOString());
    expect(range.to).toBe(new Date('2026-01-03T00:00:00').toISOString());
    expect(toIsoRange(undefined)).toEqual({});
    expect(toIsoRange(['nonsense'])).toEqual({});
  });
});
