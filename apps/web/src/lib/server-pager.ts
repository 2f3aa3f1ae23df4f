import type { TablePaginationConfig } from 'antd';

/** The pager of a table paged on the server: where its request stands, the total, the sizes to choose from. */
export function serverPager(
  request: { pageNo: number; pageSize: number },
  total: number | undefined,
  pageSizes: readonly number[],
  showTotal: (total: number) => string,
): TablePaginationConfig {
  return {
    current: request.pageNo,
    pageSize: request.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: pageSizes.map(String),
    showTotal,
  };
}
