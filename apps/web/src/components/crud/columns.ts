import type { ProColumns } from '@ant-design/pro-components';

/**
 * The creation time of a list's rows: a date-time the server sorts by, not searched (every back-office list shows it
 * the same way). `newestFirst`: the list opens sorted by it, newest first.
 */
export function createTimeColumn<Row>(title: string, options: { newestFirst?: boolean } = {}): ProColumns<Row> {
  return {
    title,
    dataIndex: 'createTime',
    valueType: 'dateTime',
    sorter: true,
    ...(options.newestFirst ? { defaultSortOrder: 'descend' as const } : {}),
    search: false,
  };
}
