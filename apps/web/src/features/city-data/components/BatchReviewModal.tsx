import { type DataStatus, permissions as p, type UploadPreview } from '@csp/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Descriptions, Input, Modal, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSourceNumber } from '../../../lib/source-number';
import { useAccess } from '../../auth/access/useAccess';
import { useLang } from '../../system/shared/use-lang';
import { batchPreview, batchReview } from '../api';
import { afterAction, type BatchAction, type BatchSelectionInput } from '../review-preview';
import { StatusTag } from './StatusTag';

type Row = UploadPreview['rows'][number];

/** What is reviewed: a title (the upload's file, or what the list shows) and the server's selection. */
export interface BatchReviewTarget {
  title: string;
  selection: BatchSelectionInput;
}

interface Props {
  target: BatchReviewTarget | null;
  onClose: () => void;
  /** After values moved (lists and counts change). */
  onChanged: () => void;
}

/**
 * Review at scale (issue 17): of a whole upload, a series, economies or chosen places. A preview of what it
 * changes on the public side (new points, changed ones old → new, counts by status), then pass, reject (with a
 * reason) or publish every value of it in one action (one transaction on the server).
 */
export function BatchReviewModal({ target, onClose, onChanged }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const [busy, setBusy] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const previewKey = ['cityData', 'batchPreview', target?.selection];
  const preview = useQuery({
    queryKey: previewKey,
    queryFn: () => batchPreview(target?.selection ?? {}),
    enabled: target !== null,
  });
  const data = preview.data;
  const count = (status: string) => data?.byStatus[status] ?? 0;
  const toPass = count('pending') + count('canExamine');
  const toPublish = count('canPublish');

  const act = async (action: BatchAction) => {
    if (!target) return;
    setBusy(action);
    try {
      const done = await batchReview(target.selection, action, action === 'reject' ? reason : undefined);
      // All or none moved: show the outcome now, then read it again behind the lists' reloads.
      queryClient.setQueryData<UploadPreview>(previewKey, (old) => (old ? afterAction(old, action) : old));
      message.success(t(`uploads.review.done.${action}`, { count: done.count }));
      setReason('');
      onChanged();
      void queryClient.invalidateQueries({ queryKey: previewKey });
    } catch {
      // the HTTP client shows the server's message
    } finally {
      setBusy(null);
    }
  };

  const place = (r: Row) => {
    const economy = lang === 'zh' ? r.economyNameZh : r.economyNameEn;
    const city = lang === 'zh' ? r.cityNameZh : r.cityNameEn;
    return city ? `${city} (${r.economy})` : `${economy} (${r.economy})`;
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      width={900}
      title={target?.title}
      footer={<Button onClick={onClose}>{t('actions.cancel')}</Button>}
      destroyOnHidden
    >
      {preview.isError ? <Alert type="error" message={preview.error.message} /> : null}
      {data ? (
        <div data-testid="batch-review">
          <Descriptions size="small" column={3} bordered style={{ marginBottom: 12 }}>
            <Descriptions.Item label={t('uploads.review.total')}>{data.total}</Descriptions.Item>
            <Descriptions.Item label={t('uploads.review.added')}>{data.added}</Descriptions.Item>
            <Descriptions.Item label={t('uploads.review.changed')}>{data.changed}</Descriptions.Item>
            <Descriptions.Item label={t('uploads.review.toPass')}>{toPass}</Descriptions.Item>
            <Descriptions.Item label={t('uploads.review.toPublish')}>{toPublish}</Descriptions.Item>
            <Descriptions.Item label={t('uploads.review.published')}>
              <span data-testid="batch-review-published">{count('published')}</span>
            </Descriptions.Item>
          </Descriptions>
          <Space wrap style={{ marginBottom: 12 }}>
            {can(p.cityDataExamine) ? (
              <>
                <Button
                  type="primary"
                  disabled={toPass === 0 || (busy !== null && busy !== 'pass')}
                  loading={busy === 'pass'}
                  onClick={() => void act('pass')}
                  data-testid="batch-review-pass"
                >
                  {t('uploads.review.pass', { count: toPass })}
                </Button>
                <Input
                  style={{ width: 220 }}
                  placeholder={t('examine.reasonHint')}
                  value={reason}
                  onChange={(e) => setReason(e.target.value)}
                  maxLength={500}
                />
                <Button
                  danger
                  disabled={toPass + toPublish === 0 || reason.trim() === '' || (busy !== null && busy !== 'reject')}
                  loading={busy === 'reject'}
                  onClick={() => void act('reject')}
                >
                  {t('uploads.review.reject', { count: toPass + toPublish })}
                </Button>
              </>
            ) : null}
            {can(p.cityDataPublish) ? (
              <Button
                type="primary"
                disabled={toPublish === 0 || (busy !== null && busy !== 'publish')}
                loading={busy === 'publish'}
                onClick={() => void act('publish')}
                data-testid="batch-review-publish"
              >
                {t('uploads.review.publish', { count: toPublish })}
              </Button>
            ) : null}
          </Space>
          <Table<Row>
            size="small"
            rowKey="id"
            dataSource={data.rows}
            pagination={data.rows.length > 10 ? { pageSize: 10 } : false}
            columns={[
              { title: t('uploads.review.place'), key: 'place', render: (_, r) => place(r) },
              { title: t('upload.columns.type'), dataIndex: 'type', width: 100 },
              { title: t('upload.columns.year'), dataIndex: 'year', width: 70 },
              {
                title: t('uploads.review.change'),
                key: 'change',
                render: (_, r) =>
                  r.oldValue === null ? (
                    <span>
                      {formatSourceNumber(r.newValue)} <em>({t('uploads.review.new')})</em>
                    </span>
                  ) : (
                    <span>
                      {formatSourceNumber(r.oldValue)} → <strong>{formatSourceNumber(r.newValue)}</strong>
                    </span>
                  ),
              },
              {
                title: t('uploads.status'),
                dataIndex: 'status',
                width: 120,
                render: (s: string) => <StatusTag status={s as DataStatus} />,
              },
            ]}
          />
          {data.total > data.rows.length ? (
            <div>{t('uploads.review.more', { shown: data.rows.length, total: data.total })}</div>
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
