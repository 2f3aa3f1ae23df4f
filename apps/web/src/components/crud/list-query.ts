import type { PageResult } from '@csp/contract/core';

/**
 * ProTable's request arguments as a back-office list query (JeecgBoot paging, DESIGN "API rules"):
 * `current`/`pageSize` → `pageNo`/`pageSize`, the sorted column (when the server sorts by it) →
 * `column`/`order`, every non-blank search field as it is (text trimmed). Pure, so it is unit-tested.
 */
export type SortState = Record<string, 'ascend' | 'descend' | null | undefined>;
export type ListQuery = Record<string, string | number | boolean>;

export interface ListQueryOptions {
  /** Columns the server sorts by (the list's `column` enum). */
  sortable?: readonly string[];
  /** Search fields renamed for the server (`{ roleIdFilter: 'roleId' }`). */
  rename?: Record<string, string>;
}

export function toListQuery(
  params: Record<string, unknown>,
  sort: SortState = {},
  { sortable = [], rename = {} }: ListQueryOptions = {},
): ListQuery {
  const { current, pageSize, keyword: _keyword, ...fields } = params;
  const query: ListQuery = {
    pageNo: Number(current) > 0 ? Number(current) : 1,
    pageSize: Number(pageSize) > 0 ? Number(pageSize) : 10,
  };
  const sorted = Object.entries(sort).find(([column, order]) => order && sortable.includes(column));
  if (sorted) {
    query.column = sorted[0];
    query.order = sorted[1] === 'ascend' ? 'asc' : 'desc';
  }
  for (const [name, value] of Object.entries(fields)) {
    const text = typeof value === 'string' ? value.trim() : value;
    if (text === undefined || text === null || text === '') continue;
    if (typeof text !== 'string' && typeof text !== 'number' && typeof text !== 'boolean') continue;
    query[rename[name] ?? name] = text;
  }
  return query;
}

/** A server page as ProTable wants it. */
export function toTableData<T>(page: PageResult<T>) {
  return { data: page.records, total: page.total, success: true };
}

/** A time range of a search form ('YYYY-MM-DD HH:mm:ss' local times) as ISO instants with offset. */
export function toIsoRange(range: unknown): { from?: string; to?: string } {
  if (!Array.isArray(range)) return {};
  const iso = (value: unknown) => {
    if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
    const date = new Date(typeof value === 'string' ? value.replace(' ', 'T') : value);
    return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
  };
  const [from, to] = [iso(range[0]), iso(range[1])];
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
