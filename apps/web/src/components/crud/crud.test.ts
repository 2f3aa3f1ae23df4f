import { afterEach, describe, expect, it, vi } from 'vitest';
import { resourceKeys } from '../../lib/query-keys';
import { crudEndpoints } from './crud-endpoints';
import { toListQuery } from './list-query';
import { defaultSort, sortOf } from './useListTable';

describe('resource query keys', () => {
  const keys = resourceKeys('system', 'positions');
  it('nest: every list and detail key starts with `all`, so invalidating `all` reaches them', () => {
    expect(keys.all).toEqual(['system', 'positions']);
    expect(keys.list({ pageNo: 2 })).toEqual(['system', 'positions', 'list', { pageNo: 2 }]);
    expect(keys.list({}).slice(0, 3)).toEqual(keys.lists());
    expect(keys.detail(7)).toEqual(['system', 'positions', 'detail', '7']);
    expect(resourceKeys('system', 'tenants').all).not.toEqual(keys.all);
  });
});

describe('the list table state', () => {
  it('starts from the columns’ default sort and reads antd’s sorter', () => {
    expect(defaultSort([{ dataIndex: 'id', defaultSortOrder: 'ascend' }, { dataIndex: 'name' }])).toEqual({
      id: 'ascend',
    });
    expect(sortOf({ field: 'name', order: 'descend' })).toEqual({ name: 'descend' });
    expect(sortOf({ field: 'name', order: null })).toEqual({});
    expect(sortOf([{ field: ['a', 'b'], order: 'ascend' }])).toEqual({ 'a.b': 'ascend' });
  });

  it('sends only the sortable column as the sort, the search fields trimmed', () => {
    const query = toListQuery(
      { current: 2, pageSize: 20, name: ' ops ' },
      sortOf({ field: 'secret', order: 'ascend' }),
      {
        sortable: ['name'],
      },
    );
    expect(query).toEqual({ pageNo: 2, pageSize: 20, name: 'ops' });
  });
});

describe('crud endpoints', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('call the JeecgBoot paths of the resource, the id in the edit body and the delete query', async () => {
    const calls: { method: string; url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
      calls.push({ method: init.method ?? 'GET', url: input, body: init.body ? JSON.parse(String(init.body)) : null });
      const result = input.includes('/list') ? { records: [], total: 0, size: 10, current: 1, pages: 0 } : null;
      return new Response(JSON.stringify({ success: true, message: '', code: 200, result, timestamp: 0 }), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const endpoints = crudEndpoints<{ id: string; name: string }, { name: string }>(
      '/sys/position',
      resourceKeys('system', 'positions'),
    );
    await endpoints.list({ pageNo: 1, pageSize: 10, name: "x' or 1=1" });
    await endpoints.add({ name: 'A' });
    await endpoints.edit('5', { name: 'B' });
    await endpoints.remove('5');
    expect(calls.map((c) => [c.method, c.url.replace(/\?.*/, ''), c.body])).toEqual([
      ['GET', '/api/sys/position/list', null],
      ['POST', '/api/sys/position/add', { name: 'A' }],
      ['PUT', '/api/sys/position/edit', { name: 'B', id: '5' }],
      ['DELETE', '/api/sys/position/delete', null],
    ]);
    expect(new URL(calls[0]?.url ?? '', 'http://x').searchParams.get('name')).toBe("x' or 1=1");
    expect(new URL(calls[3]?.url ?? '', 'http://x').searchParams.get('id')).toBe('5');
  });
});
