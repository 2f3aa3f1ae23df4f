import { ThunderboltOutlined } from '@ant-design/icons';
import { permissions as p } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Col, Drawer, Form, Input, Row, Select, Space, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { applyServerErrors } from '../../../lib/form-errors';
import { useAccess } from '../../auth/access/useAccess';
import { CODE_PATTERN } from '../../system/shared/rules';
import { useRequiredRule } from '../../system/shared/useRequiredRule';
import { dataSourceApi, dataSourceOptionsKey, reportApi, reportEndpoints, reportKeys } from '../api';
import { mergeParsed, type ReportFormValues, toReportBody } from '../report-form';
import { ColumnsTable } from './ColumnsTable';
import { ParamsTable } from './ParamsTable';
import { PopupTryout } from './PopupTryout';
import styles from './report-editor.module.css';
import { TestRunPanel } from './TestRunPanel';

interface Props {
  /** The report edited: an id, null for a new one, undefined when closed. */
  reportId: string | null | undefined;
  onClose: () => void;
  /** After a save; a new report's id is handed back and the editor stays open on it. */
  onSaved: (id: string) => void;
}

const blank: Partial<ReportFormValues> = { dataSource: 'default', sql: '', columns: [], params: [] };

/**
 * The report editor: code, names, data source, cache group and SQL; "Analyse SQL" fills the columns and
 * parameters from the statement; tabs for the columns, the parameters, a test run of the unsaved SQL and the
 * popup picker on the saved report.
 */
export function ReportEditor({ reportId, onClose, onSaved }: Props) {
  const { t } = useTranslation(['onlineReport', 'system']);
  const { message } = App.useApp();
  const { can } = useAccess();
  const [form] = Form.useForm<ReportFormValues>();
  const [saving, setSaving] = useState(false);
  const [parsing, setParsing] = useState(false);
  const open = reportId !== undefined;
  const report = useQuery({
    queryKey: reportKeys.detail(reportId ?? ''),
    queryFn: () => reportApi.get(reportId as string),
    enabled: Boolean(reportId),
  });
  const sources = useQuery({ queryKey: dataSourceOptionsKey, queryFn: dataSourceApi.options, enabled: open });
  const { save: saveReport } = useCrudMutations(reportEndpoints);
  const [savedCode, setSavedCode] = useState<string | undefined>();
  // The open tab outlives a save: saving a new report hands its id back, and the editor must stay where it was.
  const [tab, setTab] = useState('columns');

  useEffect(() => {
    if (open) return;
    setSavedCode(undefined);
    setTab('columns');
  }, [open]);

  useEffect(() => {
    if (!open) return;
    if (reportId === null) {
      form.resetFields();
      form.setFieldsValue(blank);
      setSavedCode(undefined);
    } else if (report.data) {
      form.setFieldsValue({ ...report.data, nameEn: report.data.nameEn, groupId: report.data.groupId });
      setSavedCode(report.data.code);
    }
  }, [open, reportId, report.data, form]);

  const required = useRequiredRule();

  const analyse = async () => {
    try {
      await form.validateFields(['sql']);
    } catch {
      return;
    }
    setParsing(true);
    try {
      const values = form.getFieldsValue(true) as ReportFormValues;
      const done = await reportApi.parse(values.sql, values.dataSource ?? 'default');
      form.setFieldsValue(mergeParsed(values, done.result));
      message.success(t('reports.parsed', { fields: done.result.fields.length, params: done.result.params.length }));
    } catch (error) {
      const text = applyServerErrors(form, error, { known: ['sql', 'dataSource'] });
      if (text) message.error(text);
    } finally {
      setParsing(false);
    }
  };

  const save = async () => {
    let values: ReportFormValues;
    try {
      await form.validateFields();
      values = form.getFieldsValue(true) as ReportFormValues;
    } catch {
      return;
    }
    setSaving(true);
    try {
      const body = toReportBody(values);
      const done = await saveReport.mutateAsync({ body, id: reportId ?? undefined });
      message.success(done.message);
      setSavedCode(body.code);
      onSaved(reportId ?? (done.result as { id: string }).id);
    } catch (error) {
      const text = applyServerErrors(form, error);
      if (text) message.error(text);
    } finally {
      setSaving(false);
    }
  };

  const canSave = reportId ? can(p.onlineReportEdit) : can(p.onlineReportAdd);
  return (
    <Drawer
      open={open}
      width="min(1200px, 100vw)"
      title={reportId ? t('reports.edit') : t('reports.add')}
      onClose={onClose}
      destroyOnHidden
      extra={
        <Space>
          <Button onClick={onClose}>{t('system:common.cancel')}</Button>
          {canSave ? (
            <Button type="primary" loading={saving} onClick={save}>
              {t('system:common.save')}
            </Button>
          ) : null}
        </Space>
      }
    >
      {reportId && report.isLoading && !savedCode ? (
        <LoadingBlock />
      ) : (
        <Form form={form} name="reportEditor" layout="vertical" initialValues={blank}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item
                name="code"
                label={t('reports.code')}
                rules={[required(t('reports.code')), { pattern: CODE_PATTERN, message: t('reports.code') }]}
              >
                <Input maxLength={64} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="name" label={t('reports.name')} rules={[required(t('reports.name'))]}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="nameEn" label={t('reports.nameEn')}>
                <Input maxLength={100} />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="dataSource"
                label={t('reports.dataSource')}
                rules={[
                  { required: true, message: t('system:common.requiredChoice', { field: t('reports.dataSource') }) },
                ]}
              >
                <Select
                  loading={sources.isLoading}
                  options={(sources.data ?? [{ code: 'default', name: 'default', type: '' }]).map((s) => ({
                    value: s.code,
                    label: s.code === 'default' ? t('reports.defaultSource') : `${s.name} (${s.code})`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="groupId" label={t('reports.groupId')} extra={t('reports.groupIdHint')}>
                <Input maxLength={64} />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="sql"
            label={t('reports.sql')}
            rules={[required(t('reports.sql'))]}
            extra={t('reports.sqlHint')}
          >
            <Input.TextArea rows={6} className={styles.sql} spellCheck={false} maxLength={20000} />
          </Form.Item>
          {can(p.onlineReportTest) ? (
            <Button icon={<ThunderboltOutlined />} loading={parsing} onClick={analyse} style={{ marginBottom: 16 }}>
              {t('reports.parseSql')}
            </Button>
          ) : null}
          <Tabs
            activeKey={tab}
            onChange={setTab}
            items={[
              { key: 'columns', label: t('reports.tabColumns'), children: <ColumnsTable />, forceRender: true },
              { key: 'params', label: t('reports.tabParams'), children: <ParamsTable />, forceRender: true },
              ...(can(p.onlineReportTest)
                ? [{ key: 'test', label: t('reports.tabTest'), children: <TestRunPanel /> }]
                : []),
              ...(can(p.onlineReportData)
                ? [{ key: 'popup', label: t('reports.tabPopup'), children: <PopupTryout savedCode={savedCode} /> }]
                : []),
            ]}
          />
        </Form>
      )}
    </Drawer>
  );
}
