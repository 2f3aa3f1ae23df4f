import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Table, Typography, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../lib/form-errors';

/** One line of the report of a refused import. */
export interface ImportReportLine {
  key: string;
  /** The line of the file (the header is line 1); null for the whole file. */
  row: number | null;
  /** The column; null for the whole file or row. */
  column: string | null;
  message: string;
}

/** The server's field errors of a refused import (`rows.<line>.<column>`, `columns.<column>`, `file`) as lines. */
export function importReportLines(error: unknown): ImportReportLine[] {
  return serverFieldErrors(error).map((e, index) => {
    const [kind, first, second] = e.field.split('.');
    const key = String(index);
    if (kind === 'rows') return { key, row: Number(first), column: second ?? null, message: e.message };
    if (kind === 'columns') return { key, row: null, column: first ?? null, message: e.message };
    return { key, row: null, column: null, message: e.message };
  });
}

interface Props {
  open: boolean;
  onClose: () => void;
  title: string;
  hint: string;
  /** The buttons that download a template of the file. */
  templates: ReactNode;
  width?: number;
  /** Sends the file; resolves with the message of success, rejects with the server's refusal. */
  send: (file: File) => Promise<string>;
  /** The report of a refusal, line by line (by default the server's field errors as they come). */
  report?: (error: unknown) => ImportReportLine[];
}

/**
 * The dialog of a spreadsheet import (xlsx or csv) whose rows are all added or none: a hint, template downloads,
 * the file to send, and a refused file's report line by line (row, column, problem).
 */
export function ImportDialog({ open, onClose, title, hint, templates, width = 720, send, report }: Props) {
  const { t } = useTranslation('common');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<{ message: string; lines: ImportReportLine[] } | null>(null);
  const { message } = App.useApp();

  const close = () => {
    setFile(null);
    setFailure(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      message.success(await send(file));
      close();
    } catch (error) {
      setFailure({
        message: error instanceof Error ? error.message : String(error),
        lines: (report ?? importReportLines)(error),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      onCancel={close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>
          {t('actions.cancel')}
        </Button>,
        <Button key="send" type="primary" loading={busy} disabled={!file} onClick={() => void submit()}>
          {t('import.submit')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{hint}</Typography.Paragraph>
      <div style={{ marginBottom: 12 }}>{templates}</div>
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
        <p>{t('import.drop')}</p>
      </Upload.Dragger>
      {failure ? (
        <div style={{ marginTop: 16 }}>
          <Alert type="error" showIcon message={failure.message} role="alert" style={{ marginBottom: 8 }} />
          {failure.lines.length ? (
            <Table<ImportReportLine>
              size="small"
              rowKey="key"
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              dataSource={failure.lines}
              columns={[
                { title: t('import.row'), dataIndex: 'row', width: 80, render: (row) => row ?? '–' },
                { title: t('import.column'), dataIndex: 'column', width: 120, render: (c) => c ?? '–' },
                { title: t('import.problem'), dataIndex: 'message' },
              ]}
            />
          ) : null}
        </div>
      ) : null}
    </Modal>
  );
}
