import { DownloadOutlined } from '@ant-design/icons';
import { permissions as p, type UploadHistoryItem } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useAccess } from '../../auth/access/useAccess';
import { useLang } from '../../system/shared/use-lang';
import { download, listUploads, removeUploadValues } from '../api';
import { BatchReviewModal } from './BatchReviewModal';
import { UploadSourceModal } from './UploadSourceModal';

const statusColor: Record<string, string> = { done: 'green', failed: 'red', processing: 'blue' };

interface Props {
  open: boolean;
  onClose: () => void;
  /** After values were removed (the list shows what is left). */
  onChanged: () => void;
}

/**
 * The upload history (issue 17): who uploaded which file to which series, when, how it ended, its counts (new,
 * changed, unchanged, skipped) or the rows read so far; the file as it was uploaded and a refused upload's full
 * error report (own uploads) to download, and removing the values an upload brought (all or none, with city:data:delete).
 */
export function UploadHistoryDrawer({ open, onClose, onChanged }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const [reviewing, setReviewing] = useState<UploadHistoryItem | null>(null);
  const [sourcing, setSourcing] = useState<UploadHistoryItem | null>(null);
  const list = useQuery({
    queryKey: ['cityData', 'uploads', page.pageNo, page.pageSize],
    queryFn: () => listUploads(page.pageNo, page.pageSize),
    enabled: open,
    // A processing upload shows its progress: read again every few seconds while one runs.
    refetchInterval: (q) => (q.state.data?.records.some((r) => r.status === 'processing') ? 3000 : false),
  });

  const report = async (u: UploadHistoryItem, format: 'csv' | 'xlsx') => {
    try {
      await download(`/city/data/manager/upload/${u.id}/errorReport`, { format }, `upload-${u.id}-errors.${format}`);
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };

  const originalFile = async (u: UploadHistoryItem) => {
    try {
      await download(`/city/data/manager/upload/${u.id}/file`, {}, u.fileName || `upload-${u.id}`);
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };

  const remove = async (u: UploadHistoryItem) => {
    try {
      const done = await removeUploadValues(u.id);
      message.success(t('uploads.removed', { count: done.removed }));
      onChanged();
      await list.refetch();
    } catch {
      // the HTTP client shows the server's message
    }
  };

  const counts = (u: UploadHistoryItem) => {
    if (u.status === 'processing') return t('uploads.reading', { rows: u.rowsRead });
    if (u.status === 'failed') return u.errorKey ? localizeServerMessage(u.errorKey, lang) : t('uploads.failed');
    if (u.created === null) return t('uploads.rows', { count: u.rowCount });
    const counts = t('uploads.counts', {
      rows: u.rowCount,
      created: u.created,
      updated: u.updated ?? 0,
      unchanged: u.unchanged ?? 0,
    });
    return u.removed ? `${counts}${t('uploads.countsRemoved', { count: u.removed })}` : counts;
  };

  return (
    <Drawer open={open} onClose={onClose} width={980} title={t('uploads.title')} destroyOnHidden>
      {list.isError ? <Alert type="error" message={list.error.message} /> : null}
      <Table<UploadHistoryItem>
        size="small"
        rowKey="id"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        data-testid="upload-history"
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
        columns={[
          {
            title: t('uploads.when'),
            dataIndex: 'createdAt',
            width: 140,
            render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm'),
          },
          { title: t('uploads.file'), dataIndex: 'fileName', ellipsis: true },
          {
            title: t('uploads.series'),
            key: 'series',
            ellipsis: true,
            render: (_, u) =>
              u.seriesNumber ? `${u.seriesNumber} ${(lang === 'zh' ? u.seriesNameZh : u.seriesNameEn) ?? ''}` : '–',
          },
          { title: t('uploads.who'), dataIndex: 'username', width: 120, ellipsis: true },
          {
            title: t('uploadSource.column'),
            key: 'source',
            width: 160,
            ellipsis: true,
            render: (_, u) =>
              u.source ? (
                <span
                  data-testid={`upload-source-${u.id}`}
                  title={[u.source.title, u.source.url, u.source.licence].filter(Boolean).join(' · ')}
                >
                  {u.source.publisher}
                </span>
              ) : (
                <span style={{ color: '#8c8c8c' }}>{t('uploadSource.none')}</span>
              ),
          },
          {
            title: t('uploads.status'),
            dataIndex: 'status',
            width: 90,
            render: (s: string) => <Tag color={statusColor[s]}>{t(`uploads.state.${s}`, { defaultValue: s })}</Tag>,
          },
          { title: t('uploads.result'), key: 'counts', render: (_, u) => counts(u) },
          {
            title: t('uploads.actions'),
            key: 'actions',
            width: 260,
            render: (_, u) => (
              <Space size={4} wrap>
                {u.hasFile ? (
                  <Button
                    size="small"
                    icon={<DownloadOutlined />}
                    onClick={() => void originalFile(u)}
                    data-testid={`upload-file-${u.id}`}
                  >
                    {t('uploads.downloadFile')}
                  </Button>
                ) : null}
                {u.hasReport && u.mine ? (
                  <>
                    <Button size="small" icon={<DownloadOutlined />} onClick={() => void report(u, 'xlsx')}>
                      {t('upload.reportXlsx')}
                    </Button>
                    <Button size="small" icon={<DownloadOutlined />} onClick={() => void report(u, 'csv')}>
                      {t('upload.reportCsv')}
                    </Button>
                  </>
                ) : null}
                {u.status === 'done' && (can(p.cityDataExamine) || can(p.cityDataPublish)) ? (
                  <Button
                    size="small"
                    type="primary"
                    onClick={() => setReviewing(u)}
                    data-testid={`review-upload-${u.id}`}
                  >
                    {t('uploads.review.open')}
                  </Button>
                ) : null}
                {u.status === 'done' && can(p.cityDataUpload) ? (
                  <Button size="small" onClick={() => setSourcing(u)} data-testid={`upload-source-edit-${u.id}`}>
                    {t('uploadSource.edit')}
                  </Button>
                ) : null}
                {u.status === 'done' && can(p.cityDataDelete) ? (
                  <Popconfirm
                    title={t('uploads.removeConfirm', { file: u.fileName ?? u.id })}
                    onConfirm={() => remove(u)}
                    okButtonProps={{ danger: true }}
                  >
                    <Button size="small" danger data-testid={`remove-upload-${u.id}`}>
                      {t('uploads.remove')}
                    </Button>
                  </Popconfirm>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <UploadSourceModal upload={sourcing} onClose={() => setSourcing(null)} onSaved={() => void list.refetch()} />
      <BatchReviewModal
        target={
          reviewing
            ? {
                title: t('uploads.review.title', { file: reviewing.fileName ?? reviewing.id }),
                selection: { uploadId: reviewing.id },
              }
            : null
        }
        onClose={() => setReviewing(null)}
        onChanged={onChanged}
      />
    </Drawer>
  );
}
