import { DownloadOutlined } from '@ant-design/icons';
import type { UploadErrorReport } from '@csp/contract/core';
import { App, Button, Form, Modal, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDragger } from '../../../components/FileDragger';
import { serverFieldErrors } from '../../../lib/form-errors';
import { backgroundUploadBytes, download, uploadFile, uploadInBackground, useSeriesOptions } from '../api';
import {
  acceptedDataFiles,
  checkDataFile,
  type RowErrorLine,
  uploadErrorRows,
  uploadHeadline,
  uploadReport,
} from '../row-errors';
import type { SentBytes, UploadStage } from '../upload-progress';
import styles from './city-data.module.css';
import { SeriesSelects } from './SeriesSelects';
import { UploadFailure } from './UploadFailure';
import { UploadProgressPanel } from './UploadProgressPanel';
import { sourceOf, UploadSourceForm, type UploadSourceValues } from './UploadSourceForm';

interface Props {
  open: boolean;
  onClose: () => void;
  /** After a file was stored (the list shows the new pending values). */
  onUploaded: () => void;
}

interface Failure {
  message: string;
  lines: RowErrorLine[];
  /** The server's grouped report (rows with their problems, values and nearest names), when it sent one. */
  report: UploadErrorReport | null;
}

/**
 * Data upload (SPEC §5, §7): the template of a series, then an xlsx or csv file (50 MB at most) whose rows are all
 * stored (pending examination) or none; a refused file shows the server's report row by row.
 */
export function UploadModal({ open, onClose, onUploaded }: Props) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const [form] = Form.useForm<{ seriesId?: string }>();
  const seriesId = Form.useWatch('seriesId', form);
  const [sourceForm] = Form.useForm<UploadSourceValues>();
  const series = useSeriesOptions();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const number = series.data?.find((s) => s.id === seriesId)?.number;

  const close = () => {
    setStage(null);
    setFile(null);
    setFailure(null);
    form.resetFields();
    sourceForm.resetFields();
    onClose();
  };

  const template = async (format: 'xlsx' | 'csv' = 'xlsx') => {
    if (!seriesId) return;
    try {
      await download(
        '/city/data/manager/downloadTemplate',
        { seriesId, format },
        `template-series-${number ?? seriesId}.${format}`,
      );
    } catch {
      message.warning(t('upload.downloadFailed'));
    }
  };

  const send = async () => {
    if (!file) return;
    const source = sourceOf(await sourceForm.validateFields().catch(() => undefined));
    if (sourceForm.getFieldsError().some((f) => f.errors.length)) return;
    setBusy(true);
    setFailure(null);
    // Bytes sent, then the server at work (a background upload: its rows, read from the server).
    setStage({ phase: 'sending', sent: { loaded: 0, total: file.size } });
    const onSent = (sent: SentBytes) =>
      setStage(sent.loaded >= sent.total ? { phase: 'working' } : { phase: 'sending', sent });
    try {
      if (file.size >= backgroundUploadBytes) {
        const { uploadId } = await uploadInBackground(file, seriesId, source, onSent);
        setStage({ phase: 'background', uploadId, progress: null });
        message.info(t('upload.background'), 8);
        onUploaded();
        return;
      }
      const done = await uploadFile(file, seriesId, source, onSent);
      const { rows, created, updated, unchanged, removed } = done.result;
      if (created + updated + removed === 0) message.info(t('upload.nothingChanged', { rows }), 8);
      else if (created + updated > 0) message.success(t('upload.done', { rows, created, updated, unchanged }), 8);
      if (removed > 0) message.success(t('upload.removed', { count: removed }), 8);
      if (done.result.skippedRows > 0) {
        const names = done.result.skipped.map((r) => r.name || r.economy).join(', ');
        message.info(t('upload.skipped', { count: done.result.skippedRows, names }), 8);
      }
      onUploaded();
      close();
    } catch (error) {
      setStage(null);
      const report = uploadReport(error);
      setFailure({
        message: uploadHeadline(error),
        lines: uploadErrorRows(serverFieldErrors(error)),
        report,
      });
    } finally {
      setBusy(false);
    }
  };

  const column = (line: RowErrorLine) => (line.column ? t(`upload.columns.${line.column}`) : '–');
  return (
    <Modal
      open={open}
      title={t('upload.title')}
      width={760}
      onCancel={close}
      maskClosable={false}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={close}>{t('actions.cancel')}</Button>
          <Button
            type="primary"
            loading={busy}
            disabled={!file || stage?.phase === 'background'}
            onClick={() => void send()}
          >
            {t('upload.send')}
          </Button>
        </Space>
      }
    >
      <p className={styles.hint}>{t('upload.hint')}</p>
      <Form form={form} name="cityDataUpload" layout="inline" style={{ marginBottom: 12 }}>
        <SeriesSelects need="stored" withType={false} required />
        <Form.Item>
          <Space.Compact>
            <Button icon={<DownloadOutlined />} disabled={!seriesId} onClick={() => void template('xlsx')}>
              {t('upload.template')}
            </Button>
            <Button disabled={!seriesId} onClick={() => void template('csv')}>
              CSV
            </Button>
          </Space.Compact>
        </Form.Item>
      </Form>
      <FileDragger
        accept={acceptedDataFiles}
        file={file}
        check={checkDataFile}
        refusal={(problem) => t(`upload.${problem}`)}
        onFile={setFile}
        onReset={() => {
          setFailure(null);
          setStage(null);
        }}
        drop={t('upload.drop')}
        accepted={t('upload.accepted')}
        testId="upload-file"
      />
      <UploadProgressPanel stage={stage} onEnd={onUploaded} />
      <div style={{ marginTop: 12 }}>
        <UploadSourceForm form={sourceForm} name="cityDataUploadSource" />
      </div>
      {failure ? (
        <UploadFailure
          failure={failure}
          testId="upload-errors"
          fixRows={t('upload.fixRows', { count: failure.lines.length })}
          className={styles.errorTable}
          tableStyle={{ marginTop: 8 }}
          columns={[
            { title: t('upload.row'), dataIndex: 'row', width: 80, render: (row: number | null) => row ?? '–' },
            {
              title: t('upload.column'),
              key: 'column',
              width: 140,
              render: (_, line) =>
                line.missingColumn ? t('upload.missingColumn', { column: column(line) }) : column(line),
            },
            { title: t('upload.problem'), dataIndex: 'message' },
          ]}
        />
      ) : null}
    </Modal>
  );
}
