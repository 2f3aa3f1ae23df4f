import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ServerFieldError, serverFieldErrors } from '../../../lib/form-errors';
import { saveFile } from '../../charts/export-image';
import { cityFile, importCities } from '../api';

interface Props {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/** The line and column of a row error (`rows.<line>.<column>`), or the whole file. */
function where(field: string): { row: number | null; column: string | null } {
  const [kind, first, second] = field.split('.');
  if (kind === 'rows') return { row: Number(first), column: second ?? null };
  if (kind === 'columns') return { row: null, column: first ?? null };
  return { row: null, column: null };
}

/** City import (`city:manage:import`): xlsx or csv, all rows or none; a refused file lists each bad row. */
export function CityImportModal({ open, onClose, onImported }: Props) {
  const { t } = useTranslation('cityInfo');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; errors: ServerFieldError[] } | null>(null);

  const close = () => {
    setFile(null);
    setFailure(null);
    onClose();
  };
  const send = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const done = await importCities(file);
      message.success(t('manage.imported', done.result));
      onImported();
      close();
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        errors: serverFieldErrors(error),
      });
    } finally {
      setBusy(false);
    }
  };
  const template = (format: 'xlsx' | 'csv') =>
    cityFile('cityTemplate', format)
      .then((blob) => saveFile(blob, `city-template.${format}`))
      .catch(() => message.warning(t('manage.downloadFailed')));

  return (
    <Modal
      open={open}
      title={t('manage.importTitle')}
      width={760}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('manage.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={busy} disabled={!file} onClick={() => void send()}>
          {t('manage.importSubmit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('manage.importHint')}</Typography.Paragraph>
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template('xlsx')}>
          {t('manage.templateXlsx')}
        </Button>
        <Button icon={<DownloadOutlined aria-hidden />} onClick={() => void template('csv')}>
          {t('manage.templateCsv')}
        </Button>
      </Space>
      <Upload.Dragger
        accept=".xlsx,.csv"
        maxCount={1}
        beforeUpload={(chosen) => {
          setFile(chosen);
          setFailure(null);
          return false;
        }}
        onRemove={() => setFile(null)}
        fileList={file ? [{ uid: 'file', name: file.name, status: 'done' }] : []}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined aria-hidden />
        </p>
        <p>{t('manage.importDrop')}</p>
      </Upload.Dragger>
      {failure ? (
        <div style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={failure.message} role="alert" style={{ marginBottom: 8 }} />
          {failure.errors.length ? (
            <Table
              size="small"
              rowKey={(_, i) => String(i)}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={failure.errors.map((e) => ({ ...where(e.field), message: e.message }))}
              columns={[
                { title: t('manage.importRow'), dataIndex: 'row', width: 80, render: (row) => row ?? '–' },
                { title: t('manage.importColumn'), dataIndex: 'column', width: 120, render: (c) => c ?? '–' },
                { title: t('manage.importProblem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
