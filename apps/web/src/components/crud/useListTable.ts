import type { ProColumns, ProTableProps } from '@ant-design/pro-components';
import type { PageResult } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SorterResult } from 'antd/es/table/interface';
import { useState } from 'react';
import type { ResourceKeys } from '../../lib/query-keys';
import { type ListQuery, type ListQueryOptions, type SortState, toListQuery } from './list-query';

interface TableState {
  fields: Record<string, unknown>;
  current: number;
  pageSize: number;
  sort: SortState;
}

/** The sort the columns ask for before the user sorts (`defaultSortOrder`). */
export function defaultSort<Row>(columns: readonly ProColumns<Row>[]): SortState {
  const sort: SortState = {};
  for (const column of columns) {
    if (column.defaultSortOrder && typeof column.dataIndex === 'string')
      sort[column.dataIndex] = column.defaultSortOrder;
  }
  return sort;
}

/** antd's sorter (one column or several) as the list query's sort state. */
export function sortOf<Row>(sorter: SorterResult<Row> | SorterResult<Row>[]): SortState {
  const sort: SortState = {};
  for (const s of Array.isArray(sorter) ? sorter : [sorter]) {
    const field = Array.isArray(s.field) ? s.field.join('.') : s.field;
    if (field !== undefined && s.order) sort[String(field)] = s.order;
  }
  return sort;
}

/**
 * A back-office list as a ProTable read through TanStack Query: the page is the query `keys.list(query)`, so a
 * write that invalidates `keys.all` (see `useInvalidatingMutation`) refreshes the table. Returns the ProTable
 * props (data, loading, paging, the search form's submit and reset, sorting) and the query itself.
 */
export function useListTable<Row>({
  keys,
  fetch,
  columns,
  pageSize = 10,
  ...queryOptions
}: {
  keys: Pick<ResourceKeys, 'list'>;
  fetch: (query: ListQuery, signal: AbortSignal) => Promise<PageResult<Row>>;
  columns: readonly ProColumns<Row>[];
  pageSize?: number;
} & ListQueryOptions) {
  const [state, setState] = useState<TableState>(() => ({
    fields: {},
    current: 1,
    pageSize,
    sort: defaultSort(columns),
  }));
  const query = toListQuery(
    { ...state.fields, current: state.current, pageSize: state.pageSize },
    state.sort,
    queryOptions,
  );
  const page = useQuery({
    queryKey: keys.list(query),
    queryFn: ({ signal }) => fetch(query, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const tableProps = {
    dataSource: page.data?.records,
    loading: page.isFetching,
    pagination: {
      current: state.current,
      pageSize: state.pageSize,
      total: page.data?.total ?? 0,
      showSizeChanger: true,
    },
    onSubmit: (fields: Record<string, unknown>) => setState((s) => ({ ...s, fields, current: 1 })),
    onReset: () => setState((s) => ({ ...s, fields: {}, current: 1 })),
    onChange: (pagination, _filters, sorter) =>
      setState((s) => ({
        ...s,
        current: pagination.pageSize !== s.pageSize ? 1 : (pagination.current ?? 1),
        pageSize: pagination.pageSize ?? s.pageSize,
        sort: sortOf(sorter),
      })),
    options: { density: false, reload: () => void page.refetch(), setting: true },
  } satisfies Partial<ProTableProps<Row, Record<string, unknown>>>;
  return { tableProps, page, query };
}
