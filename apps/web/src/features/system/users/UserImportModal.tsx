import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../../lib/form-errors';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { saveFile } from '../../charts/export-image';
import { importUsers, userKeys } from './api';
import { type ImportErrorLine, importErrorLines, importTemplateCsv } from './user-import';

interface Props {
  open: boolean;
  onClose: () => void;
}

/**
 * Users import (`system:user:import`): an xlsx or csv file whose rows are all added or none; a refused file
 * shows the server's report line by line (duplicates, mailbox format, password rule, unknown roles).
 */
export function UserImportModal({ open, onClose }: Props) {
  const { t } = useTranslation('system');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: ImportErrorLine[] } | null>(null);
  const importFile = useInvalidatingMutation(importUsers, [userKeys.all]);

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
      const done = await importFile.mutateAsync(file);
      message.success(t('users.imported', { count: done.result.imported }));
      close();
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        lines: importErrorLines(serverFieldErrors(error)),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('users.importTitle')}
      width={720}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('common.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={busy} disabled={!file} onClick={() => void send()}>
          {t('users.importSubmit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{t('users.importHint')}</Typography.Paragraph>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => saveFile(importTemplateCsv(), 'users-template.csv', 'text/csv')}
        style={{ marginBottom: 12 }}
      >
        {t('users.importTemplate')}
      </Button>
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
        <p>{t('users.importDrop')}</p>
      </Upload.Dragger>
      {failure ? (
        <div style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={failure.message} role="alert" style={{ marginBottom: 8 }} />
          {failure.lines.length ? (
            <Table<ImportErrorLine>
              size="small"
              rowKey="key"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={failure.lines}
              columns={[
                { title: t('users.importRow'), dataIndex: 'row', width: 80, render: (row) => row ?? '–' },
                { title: t('users.importColumn'), dataIndex: 'column', width: 120, render: (c) => c ?? '–' },
                { title: t('users.importProblem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
