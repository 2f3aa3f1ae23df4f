import { DownloadOutlined, HistoryOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import {
  type DataStatus,
  type DataValue,
  dataStatuses,
  observationStatusLabel,
  permissions as p,
} from '@csp/contract/core';
import { App, Button } from 'antd';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSourceNumber } from '../../../lib/source-number';
import { useAccess } from '../../auth/access/useAccess';
import { RowActions } from '../../system/shared/RowActions';
import { useLang } from '../../system/shared/use-lang';
import { download, listValues, useSeriesOptions } from '../api';
import { useDataList } from '../hooks/useDataList';
import { placeName, seriesName } from '../labels';
import { type DataFilters, type Level, singleExportQuery, valueFilterQuery, valueListQuery } from '../query';
import { batchSelectionOf } from '../review-preview';
import { useDataActions } from '../use-data-actions';
import styles from './city-data.module.css';
import { DataFilterBar } from './DataFilterBar';
import { HistoryDrawer } from './HistoryDrawer';
import { RejectModal } from './RejectModal';
import { StatusTag } from './StatusTag';
import { UploadHistoryDrawer } from './UploadHistoryDrawer';
import { UploadModal } from './UploadModal';
import { ValueFormModal } from './ValueFormModal';

export type ValuesMode = 'manage' | 'examine';

interface Props {
  level: Level;
  /** `manage`: add, edit, submit, delete, upload, export; `examine`: pass or reject (SPEC §4). */
  mode?: ValuesMode;
  initial?: DataFilters;
  statuses?: readonly (DataStatus | 'waiting')[];
  /** Above the table (e.g. the examine screen's status switch). */
  extra?: ReactNode;
}

const ids = (rows: DataValue[]) => ({ ids: rows.map((r) => r.id) });

/**
 * The values of the user's area, filtered, paged and sorted on the server, with the actions the user's button
 * permissions allow; selection is kept across pages for batch actions.
 */
export function ValuesTable({ level, mode = 'manage', initial = {}, statuses = dataStatuses, extra }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const { table, filters, setFilters, selected, selectionProps, reload, review } = useDataList<DataValue>(
    initial,
    (r) => r.id,
  );
  const [editing, setEditing] = useState<DataValue | null | undefined>(undefined);
  const [historyOf, setHistoryOf] = useState<DataValue | null>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadHistory, setUploadHistory] = useState(false);
  const [rejecting, setRejecting] = useState<{ ids: string[]; what: string } | null>(null);
  const series = useSeriesOptions();
  const { act } = useDataActions(reload);
  const manage = mode === 'manage';
  const examine = mode === 'examine' && can(p.cityDataExamine);
  const canSubmit = manage && can(p.cityDataEdit);
  const canDelete = manage && can(p.cityDataDelete);
  const batch = canSubmit || canDelete || examine;
  const what = useCallback(
    (rows: DataValue[]) =>
      rows.length === 1 && rows[0]
        ? `${seriesName(rows[0], lang)} · ${placeName(rows[0], lang)} · ${rows[0].year}`
        : t('actions.nValues', { count: rows.length }),
    [lang, t],
  );

  const exportAll = async () => {
    try {
      await download('/data/cityDataSeries/exportExcel', valueFilterQuery(filters, level), 'city-data.xlsx');
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };
  const exportSeries = async () => {
    if (!filters.seriesId) return;
    const number = series.data?.find((s) => s.id === filters.seriesId)?.number ?? filters.seriesId;
    try {
      await download(
        '/data/cityDataSeries/exportSingleExcel',
        singleExportQuery({ seriesId: filters.seriesId, countryId: filters.countryId, cityId: filters.cityId }),
        `series-${number}.xlsx`,
      );
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };

  const columns = useMemo<ProColumns<DataValue>[]>(
    () => [
      {
        title: t('fields.series'),
        dataIndex: 'seriesNumber',
        sorter: true,
        render: (_, row) => seriesName(row, lang),
      },
      {
        title: t('fields.type'),
        dataIndex: 'dimensionCode',
        render: (_, row) => (lang === 'zh' ? row.dimensionNameZh : row.dimensionNameEn),
      },
      {
        title: level === 'economy' ? t('fields.economy') : t('fields.place'),
        key: 'place',
        render: (_, row) => placeName(row, lang),
      },
      { title: t('fields.year'), dataIndex: 'year', sorter: true, width: 90 },
      {
        title: t('fields.value'),
        dataIndex: 'value',
        sorter: true,
        align: 'right',
        render: (_, row) => <span className={styles.number}>{formatSourceNumber(row.value)}</span>,
      },
      {
        title: t('fields.obsStatus'),
        dataIndex: 'obsStatus',
        render: (_, row) =>
          row.obsStatus ? (
            <span data-obs-status={row.obsStatus}>{observationStatusLabel(row.obsStatus, lang)}</span>
          ) : (
            ''
          ),
      },
      {
        title: t('fields.status'),
        dataIndex: 'status',
        sorter: true,
        render: (_, row) => <StatusTag status={row.status} reason={row.rejectReason} />,
      },
      { title: t('fields.updatedAt'), dataIndex: 'updatedAt', valueType: 'dateTime', sorter: true },
      {
        title: t('fields.actions'),
        valueType: 'option',
        fixed: 'right',
        render: (_, row) => (
          <RowActions
            name={what([row])}
            inline={2}
            actions={[
              {
                key: 'pass',
                label: t('examine.pass'),
                hidden: !examine || !['pending', 'canExamine'].includes(row.status),
                onClick: () => act('pass', ids([row]), what([row])),
              },
              {
                key: 'reject',
                label: t('examine.reject'),
                danger: true,
                hidden: !examine || !['pending', 'canExamine', 'canPublish'].includes(row.status),
                onClick: () => setRejecting({ ids: [row.id], what: what([row]) }),
              },
              {
                key: 'edit',
                label: t('actions.edit'),
                hidden: !manage || !can(p.cityDataEdit),
                onClick: () => setEditing(row),
              },
              {
                key: 'submit',
                label: t('actions.submit'),
                hidden: !canSubmit || row.status !== 'pending',
                onClick: () => act('submit', ids([row]), what([row])),
              },
              { key: 'history', label: t('actions.history'), onClick: () => setHistoryOf(row) },
              {
                key: 'delete',
                label: t('actions.delete'),
                danger: true,
                hidden: !canDelete,
                onClick: () => act('delete', ids([row]), what([row])),
              },
            ]}
          />
        ),
      },
    ],
    [t, lang, level, examine, manage, can, canSubmit, canDelete, act, what],
  );

  const batchSelection = batchSelectionOf(filters, level, selected);
  const pendingSelected = selected.filter((r) => r.status === 'pending');
  const examinable = selected.filter((r) => ['pending', 'canExamine'].includes(r.status));
  const rejectable = selected.filter((r) => ['pending', 'canExamine', 'canPublish'].includes(r.status));
  const fields =
    level === 'economy'
      ? (['place', 'series', 'type', 'status', 'years'] as const)
      : (['place', 'city', 'series', 'type', 'status', 'years'] as const);

  return (
    <>
      <DataFilterBar fields={fields} statuses={statuses} initial={initial} onSearch={setFilters} />
      {extra}
      <div data-testid="values-table">
        <ProTable<DataValue>
          rowKey="id"
          actionRef={table}
          columns={columns}
          params={filters}
          search={false}
          request={async ({ current, pageSize, ...rest }, sort) => {
            const page = await listValues(valueListQuery(rest as DataFilters, level, { current, pageSize }, sort));
            return { data: page.records, total: page.total, success: true };
          }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          options={{ density: false, reload: true, setting: true }}
          scroll={{ x: 'max-content' }}
          {...selectionProps(batch, () => (
            <>
              {examine ? (
                <>
                  <Button
                    size="small"
                    type="primary"
                    disabled={examinable.length === 0 || examinable.length < selected.length}
                    onClick={() => act('pass', ids(examinable), what(examinable))}
                  >
                    {t('examine.passSelected')}
                  </Button>
                  <Button
                    size="small"
                    danger
                    disabled={rejectable.length === 0 || rejectable.length < selected.length}
                    onClick={() => setRejecting({ ids: rejectable.map((r) => r.id), what: what(rejectable) })}
                  >
                    {t('examine.rejectSelected')}
                  </Button>
                </>
              ) : null}
              {canSubmit ? (
                <Button
                  size="small"
                  disabled={pendingSelected.length === 0 || pendingSelected.length < selected.length}
                  onClick={() => act('submit', ids(pendingSelected), what(pendingSelected))}
                >
                  {t('actions.submitSelected')}
                </Button>
              ) : null}
              {canDelete ? (
                <Button size="small" danger onClick={() => act('delete', ids(selected), what(selected))}>
                  {t('actions.deleteSelected')}
                </Button>
              ) : null}
            </>
          ))}
          toolBarRender={() =>
            manage
              ? [
                  can(p.cityDataAdd) ? (
                    <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
                      {t('actions.add')}
                    </Button>
                  ) : null,
                  can(p.cityDataUpload) ? (
                    <Button key="upload" icon={<UploadOutlined />} onClick={() => setUploading(true)}>
                      {t('actions.upload')}
                    </Button>
                  ) : null,
                  can(p.cityDataUpload) ? (
                    <Button key="uploads" icon={<HistoryOutlined />} onClick={() => setUploadHistory(true)}>
                      {t('uploads.open')}
                    </Button>
                  ) : null,
                  can(p.cityDataExport) ? (
                    <Button key="export" icon={<DownloadOutlined />} onClick={() => void exportAll()}>
                      {t('actions.export')}
                    </Button>
                  ) : null,
                  can(p.cityDataExport) && filters.seriesId ? (
                    <Button key="exportSeries" icon={<DownloadOutlined />} onClick={() => void exportSeries()}>
                      {t('actions.exportSeries')}
                    </Button>
                  ) : null,
                ]
              : examine || can(p.cityDataPublish)
                ? [
                    review.button(batchSelection, selected.length > 0),
                    <Button key="uploads" icon={<HistoryOutlined />} onClick={() => setUploadHistory(true)}>
                      {t('uploads.open')}
                    </Button>,
                  ]
                : []
          }
        />
      </div>
      {manage ? (
        <ValueFormModal
          editing={editing}
          level={level}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            reload();
          }}
        />
      ) : null}
      <HistoryDrawer value={historyOf} onClose={() => setHistoryOf(null)} />
      {manage ? <UploadModal open={uploading} onClose={() => setUploading(false)} onUploaded={reload} /> : null}
      {manage || examine || can(p.cityDataPublish) ? (
        <UploadHistoryDrawer open={uploadHistory} onClose={() => setUploadHistory(false)} onChanged={reload} />
      ) : null}
      {review.modal}
      <RejectModal
        target={rejecting ? { selection: { ids: rejecting.ids }, what: rejecting.what } : null}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          reload();
        }}
      />
    </>
  );
}
