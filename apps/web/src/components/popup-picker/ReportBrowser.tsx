import { reportPopup } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverPager } from '../../lib/server-pager';
import { useLang } from '../../lib/useLang';
import { LoadingBlock } from '../LoadingBlock';
import { rowKeysOf } from './popup-config';
import { ReportQueryForm } from './ReportQueryForm';
import { type DataRequest, loadReport, loadReportData } from './report-api';

type Row = Record<string, unknown>;

export interface ReportSelection {
  rows: Row[];
  keys: string[];
}

interface Props {
  code: string;
  /** With selection: checkboxes, a click on a row selects it (only it unless `multi`). */
  selection?: {
    multi: boolean;
    value: ReportSelection;
    onChange: (selection: ReportSelection) => void;
  };
  /** The report's name in the user's language, once known. */
  onTitle?: (title: string) => void;
}

/**
 * A report by code as a query form and a server-paged, server-sorted table (page size 10 of 10, 20, 30;
 * dictionary columns show their text). Used by the report popup and by the report viewer screen.
 */
export function ReportBrowser({ code, selection, onTitle }: Props) {
  const { t } = useTranslation('onlineReport');
  const lang = useLang();
  const definition = useQuery({
    queryKey: ['online-report', code],
    queryFn: () => loadReport(code),
    staleTime: 30_000,
    retry: false,
  });
  const [request, setRequest] = useState<DataRequest>({ pageNo: 1, pageSize: reportPopup.pageSize, query: {} });
  const id = definition.data?.columns.cgRpConfigId;
  const data = useQuery({
    queryKey: ['online-report-data', id, request],
    queryFn: ({ signal }) => loadReportData(id as string, request, signal),
    enabled: Boolean(id),
    placeholderData: keepPreviousData,
    retry: false,
  });

  const config = definition.data?.columns;
  const title = config
    ? lang === 'en'
      ? config.cgRpConfigNameEn || config.cgRpConfigName
      : config.cgRpConfigName
    : '';
  useEffect(() => {
    if (title) onTitle?.(title);
  }, [title, onTitle]);

  const records = data.data?.records ?? [];
  const keys = useMemo(() => rowKeysOf(records), [records]);
  const keyOf = useMemo(
    () => new Map(records.map((record, index) => [record, keys[index] as string])),
    [records, keys],
  );

  if (definition.isLoading) return <LoadingBlock />;
  if (definition.error || !config)
    return <Alert type="error" showIcon message={String(definition.error?.message ?? '')} />;

  const columns: TableColumnsType<Row> = config.columns
    .filter((c) => !c.hidden)
    .map((c) => {
      const options = config.dictOptions[c.field];
      return {
        key: c.field,
        dataIndex: c.field,
        title: lang === 'en' ? c.titleEn || c.title : c.title,
        sorter: c.sortable,
        sortOrder:
          request.column === c.field ? (request.order === 'desc' ? ('descend' as const) : ('ascend' as const)) : null,
        render: (value: unknown) => {
          const option = options?.find((o) => o.value === String(value ?? ''));
          if (option) return lang === 'en' ? option.textEn || option.text : option.text;
          return value === null || value === undefined ? '' : String(value);
        },
      };
    });

  const choose = (record: Row) => {
    if (!selection) return;
    const key = keyOf.get(record) as string;
    const chosen = selection.value.keys.includes(key);
    if (!selection.multi) {
      selection.onChange(chosen ? { rows: [], keys: [] } : { rows: [record], keys: [key] });
      return;
    }
    selection.onChange(
      chosen
        ? {
            keys: selection.value.keys.filter((k) => k !== key),
            rows: selection.value.rows.filter((_, i) => selection.value.keys[i] !== key),
          }
        : { keys: [...selection.value.keys, key], rows: [...selection.value.rows, record] },
    );
  };

  return (
    <>
      <ReportQueryForm
        params={definition.data?.params ?? []}
        items={definition.data?.queryItems ?? []}
        dictOptions={config.dictOptions}
        onSearch={(query) => setRequest((r) => ({ ...r, pageNo: 1, query }))}
      />
      {data.error ? <Alert type="error" showIcon message={data.error.message} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        size="middle"
        columns={columns}
        dataSource={records}
        rowKey={(record) => keyOf.get(record) ?? ''}
        loading={data.isFetching}
        scroll={{ x: 'max-content' }}
        onRow={(record) => ({ onClick: () => choose(record), style: selection ? { cursor: 'pointer' } : undefined })}
        rowSelection={
          selection
            ? {
                selectedRowKeys: selection.value.keys,
                preserveSelectedRowKeys: true,
                onChange: (selectedKeys, rows) => {
                  const known = new Map(selection.value.keys.map((k, i) => [k, selection.value.rows[i] as Row]));
                  for (const row of rows) if (row) known.set(keyOf.get(row) as string, row);
                  const next = selectedKeys.map(String).filter((k) => known.has(k));
                  selection.onChange({ keys: next, rows: next.map((k) => known.get(k) as Row) });
                },
              }
            : undefined
        }
        onChange={(pagination, _filters, sorter) => {
          const sorted = Array.isArray(sorter) ? sorter[0] : sorter;
          setRequest((r) => ({
            ...r,
            pageNo: pagination.current ?? 1,
            pageSize: pagination.pageSize ?? reportPopup.pageSize,
            column: sorted?.order ? String(sorted.field) : undefined,
            order: sorted?.order === 'descend' ? 'desc' : sorted?.order ? 'asc' : undefined,
          }));
        }}
        pagination={serverPager(request, data.data?.total, reportPopup.pageSizeOptions, (total) =>
          selection
            ? `${t('popup.total', { count: total })} · ${t('popup.selected', { count: selection.value.keys.length })}`
            : t('popup.total', { count: total }),
        )}
      />
    </>
  );
}
