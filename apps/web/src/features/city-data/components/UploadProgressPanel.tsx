import { DownloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Progress, Space } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../system/shared/use-lang';
import { download, getUploadProgress } from '../api';
import { stageView, type UploadStage } from '../upload-progress';

interface Props {
  stage: UploadStage | null;
  /** A background upload ended (stored or refused): the lists may change. */
  onEnd?: () => void;
}

/**
 * The upload dialog's progress (issue 17): the bytes of the file sent, then the server at work; for a background
 * upload the rows read and checked, those with errors and those written, read from the server every second until
 * it ends (then its counts, or the reason with the error report to download).
 */
export function UploadProgressPanel({ stage, onEnd }: Props) {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const { message } = App.useApp();
  const uploadId = stage?.phase === 'background' ? stage.uploadId : null;
  const progress = useQuery({
    queryKey: ['cityData', 'uploadProgress', uploadId],
    queryFn: () => getUploadProgress(uploadId ?? ''),
    enabled: uploadId !== null,
    refetchInterval: (q) => (q.state.data && q.state.data.status !== 'processing' ? false : 1000),
  });
  const ended = progress.data && progress.data.status !== 'processing' ? progress.data.status : null;
  const told = useRef<string | null>(null);
  useEffect(() => {
    if (!ended || told.current === uploadId) return;
    told.current = uploadId; // once per upload
    onEnd?.();
  }, [ended, uploadId, onEnd]);
  if (!stage) return null;
  const view = stageView(stage.phase === 'background' ? { ...stage, progress: progress.data ?? null } : stage);
  const p = progress.data;

  const report = async (format: 'csv' | 'xlsx') => {
    try {
      await download(
        `/city/data/manager/upload/${uploadId}/errorReport`,
        { format },
        `upload-${uploadId}-errors.${format}`,
      );
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };

  if (p?.status === 'failed')
    return (
      <Alert
        style={{ marginTop: 12 }}
        type="error"
        showIcon
        data-testid="upload-progress"
        message={t(view.key, view.values)}
        description={
          <Space direction="vertical">
            {p.errorKey ? localizeServerMessage(p.errorKey, lang) : null}
            {p.hasReport ? (
              <Space>
                <Button size="small" icon={<DownloadOutlined />} onClick={() => void report('xlsx')}>
                  {t('upload.reportXlsx')}
                </Button>
                <Button size="small" icon={<DownloadOutlined />} onClick={() => void report('csv')}>
                  {t('upload.reportCsv')}
                </Button>
              </Space>
            ) : null}
          </Space>
        }
      />
    );
  return (
    <div style={{ marginTop: 12 }} data-testid="upload-progress" data-phase={stage.phase}>
      <Progress
        percent={view.percent ?? 100}
        status={p?.status === 'done' ? 'success' : 'active'}
        showInfo={view.percent !== null}
      />
      <div aria-live="polite">{t(view.key, view.values)}</div>
      {stage.phase === 'background' && p?.status !== 'done' ? <div>{t('upload.progress.leave')}</div> : null}
    </div>
  );
}
