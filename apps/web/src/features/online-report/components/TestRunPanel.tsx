import { CaretRightOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors, serverFieldErrors } from '../../../lib/form-errors';
import { reportApi, type TestRunResult } from '../api';
import type { ReportFormValues } from '../report-form';
import styles from './report-editor.module.css';

const PAGE_SIZE = 10;

/** Runs the editor's SQL as it stands (unsaved) with typed parameter values, and shows a page of its rows. */
export function TestRunPanel() {
  const { t } = useTranslation('onlineReport');
  const form = Form.useFormInstance<ReportFormValues>();
  const params = Form.useWatch('params', form) ?? [];
  const [values, setValues] = useState<Record<string, string>>({});
  const [pageNo, setPageNo] = useState(1);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<TestRunResult | null>(null);
  const [failure, setFailure] = useState<{ text: string; detail?: string } | null>(null);

  const run = async (page = 1) => {
    const sql = form.getFieldValue('sql') as string | undefined;
    const dataSource = (form.getFieldValue('dataSource') as string | undefined) ?? 'default';
    const given = Object.fromEntries(
      params.filter((p) => p?.name).map((p) => [p.name as string, values[p.name as string] ?? p.defaultValue ?? '']),
    );
    setBusy(true);
    setFailure(null);
    try {
      const done = await reportApi.testRun({
        sql: sql ?? '',
        dataSource,
        params: given,
        pageNo: page,
        pageSize: PAGE_SIZE,
      });
      setResult(done.result);
      setPageNo(page);
    } catch (error) {
      const detail = serverFieldErrors(error).find((e) => e.field === 'sql' || e.field === 'connection')?.message;
      const text = applyServerErrors(form, error, { known: ['sql', 'dataSource'] });
      setFailure({ text: text ?? (error instanceof Error ? error.message : String(error)), detail });
      setResult(null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div data-testid="report-test-run">
      <p className={styles.hint}>{t('reports.runHint')}</p>
      <div className={styles.toolbar}>
        {params
          .filter((p) => p?.name)
          .map((p) => (
            <Space.Compact key={p.name}>
              <Input
                addonBefore={p.name}
                aria-label={p.name}
                value={values[p.name as string] ?? p.defaultValue ?? ''}
                onChange={(e) => setValues((v) => ({ ...v, [p.name as string]: e.target.value }))}
              />
            </Space.Compact>
          ))}
        <Button type="primary" icon={<CaretRightOutlined />} loading={busy} onClick={() => run(1)}>
          {t('reports.run')}
        </Button>
      </div>
      {failure ? (
        <Alert
          type="error"
          showIcon
          message={failure.text}
          description={failure.detail}
          role="alert"
          style={{ marginBottom: 12 }}
        />
      ) : null}
      {result ? (
        <Table<Record<string, unknown>>
          size="small"
          rowKey={(_, index) => String(index)}
          dataSource={result.records}
          scroll={{ x: 'max-content' }}
          columns={result.fields.map((field) => ({
            key: field,
            dataIndex: field,
            title: field,
            render: (value: unknown) => (value === null || value === undefined ? '' : String(value)),
          }))}
          pagination={{
            current: pageNo,
            pageSize: PAGE_SIZE,
            total: result.total,
            showSizeChanger: false,
            showTotal: (total) => t('reports.rows', { count: total }),
            onChange: (page) => void run(page),
          }}
        />
      ) : (
        <Typography.Text type="secondary">{t('reports.noRun')}</Typography.Text>
      )}
    </div>
  );
}
