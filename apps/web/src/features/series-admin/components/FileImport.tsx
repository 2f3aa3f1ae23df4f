import { DownloadOutlined } from '@ant-design/icons';
import type { UploadErrorReport } from '@csp/contract/core';
import { App, Button, Space } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FileDragger } from '../../../components/FileDragger';
import { serverFieldErrors } from '../../../lib/form-errors';
import type { QueryParams } from '../../../lib/http';
import { UploadFailure } from '../../city-data/components/UploadFailure';
import { uploadHeadline, uploadReport } from '../../city-data/row-errors';
import { download, type ImportResult, sendFile } from '../api';
import { acceptedImportFiles, checkImportFile, fileReport, type ReportLine } from '../file-report';
import styles from '../series-admin.module.css';

export interface FileImportProps {
  /** The import call (multipart, field `file`). */
  path: string;
  params?: QueryParams;
  /** A template or export to start from. */
  template?: { path: string; params?: QueryParams; fileName: string; label: string };
  hint?: ReactNode;
  disabled?: boolean;
  onImported: (result: ImportResult) => void;
  testId?: string;
}

interface Failure {
  message: string;
  lines: ReportLine[];
  /** The grouped report of a refused upload (the GDP deflator import), when the server sent one. */
  report: UploadErrorReport | null;
}

/**
 * A file import of these screens (SPEC §5: excel or csv within 50 MB): an optional template, the file, then either
 * the server's counts or its report row by row (an import is all rows or none, so a refused file stored nothing).
 */
export function FileImport({ path, params, template, hint, disabled, onImported, testId }: FileImportProps) {
  const { t } = useTranslation('seriesAdmin');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);

  const fetchTemplate = async () => {
    if (!template) return;
    try {
      await download(template.path, template.params ?? {}, template.fileName);
    } catch (error) {
      message.warning(error instanceof Error && error.message ? error.message : t('import.downloadFailed'));
    }
  };

  const send = async () => {
    if (!file) return;
    setBusy(true);
    setFailure(null);
    try {
      const done = await sendFile<ImportResult>(path, file, params);
      const { rows, created, updated, unchanged } = done.result;
      const counts = { rows: rows ?? created + updated + (unchanged ?? 0), created, updated, unchanged };
      message.success(t(unchanged ? 'import.doneWithUnchanged' : 'import.done', counts));
      setFile(null);
      onImported(done.result);
    } catch (error) {
      setFailure({
        message: uploadHeadline(error),
        lines: fileReport(serverFieldErrors(error)),
        report: uploadReport(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const where = (line: ReportLine) => {
    if (line.missingColumn) return t('import.missingColumn', { column: line.column });
    return line.column ?? '–';
  };
  return (
    <div className={styles.stack} data-testid={testId}>
      {hint ? <div className={styles.muted}>{hint}</div> : null}
      {template ? (
        <div>
          <Button icon={<DownloadOutlined />} disabled={disabled} onClick={() => void fetchTemplate()}>
            {template.label}
          </Button>
        </div>
      ) : null}
      <FileDragger
        accept={acceptedImportFiles}
        file={file}
        check={checkImportFile}
        refusal={(problem) => t(`import.${problem}`)}
        onFile={setFile}
        onReset={() => setFailure(null)}
        disabled={disabled}
        drop={t('import.drop')}
        accepted={t('import.accepted')}
      />
      <Space>
        <Button type="primary" loading={busy} disabled={!file || disabled} onClick={() => void send()}>
          {t('import.send')}
        </Button>
      </Space>
      {failure ? (
        <UploadFailure
          failure={failure}
          testId="import-errors"
          fixRows={t('import.fixRows', { count: failure.lines.length })}
          tableClassName={styles.report}
          columns={[
            { title: t('import.row'), dataIndex: 'row', width: 80, render: (row: number | null) => row ?? '–' },
            { title: t('import.column'), key: 'column', width: 180, render: (_, line) => where(line) },
            { title: t('import.problem'), dataIndex: 'message' },
          ]}
        />
      ) : null}
    </div>
  );
}
