import { DownloadOutlined } from '@ant-design/icons';
import type { UploadErrorReport } from '@csp/contract/core';
import { Alert, App, Button, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../api';
import { type ReportLine, reportLines } from '../row-errors';
import styles from './city-data.module.css';

interface Props {
  /** The headline of the refusal (the server's text, localized). */
  message: string;
  report: UploadErrorReport;
  testId?: string;
}

/**
 * The grouped report of a refused upload or import (issue 17): the kinds of problems with their row counts, each
 * bad row with its problems (column, value found, message, closest names), and the full report to download as
 * CSV or XLSX in the interface's language (every bad row, with the row as the file has it).
 */
export function UploadReport({ message: headline, report, testId = 'upload-errors' }: Props) {
  const { t } = useTranslation('cityData');
  const { message } = App.useApp();
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const lines = reportLines(report);

  const fetchReport = async (format: 'csv' | 'xlsx') => {
    if (!report.uploadId) return;
    setBusy(format);
    try {
      await download(
        `/city/data/manager/upload/${report.uploadId}/errorReport`,
        { format },
        `upload-${report.uploadId}-errors.${format}`,
      );
    } catch {
      message.warning(t('upload.downloadFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className={styles.errorTable} data-testid={testId}>
      <Alert
        type="error"
        showIcon
        message={headline}
        description={
          <>
            {report.summary.map((line) => (
              <div key={line.kind}>{line.text}</div>
            ))}
            <div>
              {report.rowsShown < report.rowsWithErrors
                ? t('upload.shownRows', { shown: report.rowsShown, total: report.rowsWithErrors })
                : t('upload.fixReportRows')}
            </div>
            {report.uploadId ? (
              <Space wrap style={{ marginTop: 8 }}>
                <span>{t('upload.reportDownload')}</span>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={busy === 'xlsx'}
                  onClick={() => void fetchReport('xlsx')}
                  data-testid="upload-report-xlsx"
                >
                  {t('upload.reportXlsx')}
                </Button>
                <Button
                  size="small"
                  icon={<DownloadOutlined />}
                  loading={busy === 'csv'}
                  onClick={() => void fetchReport('csv')}
                  data-testid="upload-report-csv"
                >
                  {t('upload.reportCsv')}
                </Button>
              </Space>
            ) : null}
          </>
        }
      />
      <Table<ReportLine>
        size="small"
        rowKey="key"
        style={{ marginTop: 8 }}
        pagination={lines.length > 12 ? { pageSize: 12 } : false}
        dataSource={lines}
        columns={[
          {
            title: t('upload.row'),
            dataIndex: 'row',
            width: 70,
            onCell: (line) => ({ rowSpan: line.rowSpan }),
          },
          {
            title: t('upload.column'),
            key: 'column',
            width: 120,
            render: (_, line) =>
              line.column === 'row'
                ? t('upload.wholeRow')
                : line.header && line.column === 'value'
                  ? t('upload.yearColumn', { year: line.header })
                  : line.column
                    ? t(`upload.columns.${line.column}`)
                    : line.header,
          },
          {
            title: t('upload.value'),
            dataIndex: 'value',
            width: 140,
            render: (value: string) => <code>{value}</code>,
          },
          {
            title: t('upload.problem'),
            key: 'message',
            render: (_, line) => (
              <>
                {line.message}
                {line.suggestions.length > 0 ? (
                  <div>{t('upload.suggestions', { names: line.suggestions.join('; ') })}</div>
                ) : null}
              </>
            ),
          },
        ]}
      />
    </div>
  );
}
