import { fetchPage } from '../../lib/api-calls';
import { type ListQueryOptions, type SortState, toListQuery, toTableData } from './list-query';

/**
 * A ProTable `request` that reads a back-office list from `path` a page at a time: the search fields, the page and
 * the sort as the list query (`toListQuery`), the page as ProTable wants it.
 */
export function pagedRequest<Row>(path: string, options?: ListQueryOptions) {
  return async (params: Record<string, unknown>, sort: SortState) =>
    toTableData(await fetchPage<Row>(path, toListQuery(params, sort, options)));
}

/**
 * The back office's settings of a list paged on the server: the search form's labels as wide as they need, `pageSize`
 * rows a page with a size changer, and the reload and column settings buttons (no density switch).
 */
export function listSettings(pageSize: number) {
  return {
    search: { labelWidth: 'auto' },
    pagination: { defaultPageSize: pageSize, showSizeChanger: true },
    options: { density: false, reload: true, setting: true },
  } as const;
}
