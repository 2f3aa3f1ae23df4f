import type { PageQuery, PageResult } from '@csp/contract';

/** Rows to skip and take for a page query. */
export function pageWindow(query: Pick<PageQuery, 'pageNo' | 'pageSize'>) {
  return { offset: (query.pageNo - 1) * query.pageSize, limit: query.pageSize };
}

/** A page in the JeecgBoot IPage shape. */
export function toPage<T>(records: T[], total: number, query: Pick<PageQuery, 'pageNo' | 'pageSize'>): PageResult<T> {
  return {
    records,
    total,
    size: query.pageSize,
    current: query.pageNo,
    pages: Math.ceil(total / query.pageSize),
  };
}

/** Escapes a user's text for a LIKE/ILIKE "contains" filter. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A back-office page query sorted by one of the columns `C` (then by id). */
export interface SortedPageQuery<C extends string> {
  pageNo: number;
  pageSize: number;
  column: C;
  order: 'asc' | 'desc';
}
