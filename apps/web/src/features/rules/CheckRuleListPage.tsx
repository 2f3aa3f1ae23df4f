import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract';
import { Alert, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/form-errors';
import { useAccess } from '../auth/access/useAccess';
import { EntityFormModal } from '../system/shared/EntityFormModal';
import { toListQuery, toTableData } from '../system/shared/list-query';
import { RowActions } from '../system/shared/RowActions';
import { codeRule } from '../system/shared/rules';
import { SystemScreen } from '../system/shared/SystemScreen';
import { useConfirmAction } from '../system/shared/use-confirm';
import { useLang } from '../system/shared/use-lang';
import {
  addCheckRule,
  type CheckRule,
  type CheckRuleBody,
  checkByCode,
  deleteCheckRule,
  editCheckRule,
  listCheckRules,
} from './api';
import { CheckItemsField } from './CheckItemsField';

type TestResult = { passed: true; text: string } | { passed: false; text: string };

/** Tests a value against a rule through `/sys/checkRule/checkByCode`, showing the server's answer. */
function RuleTester({ rule, onClose }: { rule: CheckRule | null; onClose: () => void }) {
  const { t } = useTranslation('rules');
  const [value, setValue] = useState('');
  const [result, setResult] = useState<TestResult | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    if (!rule) return;
    setBusy(true);
    try {
      await checkByCode(rule.ruleCode, value);
      setResult({ passed: true, text: t('check.passed') });
    } catch (error) {
      const text = serverFieldErrors(error)[0]?.message ?? (error instanceof Error ? error.message : String(error));
      setResult({ passed: false, text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={rule ? t('check.testTitle', { name: rule.ruleName }) : ''}
      open={rule !== null}
      onCancel={onClose}
      afterClose={() => {
        setValue('');
        setResult(null);
      }}
      footer={null}
      destroyOnHidden
    >
      <Space.Compact style={{ width: '100%' }}>
        <Input
          aria-label={t('check.testValue')}
          placeholder={t('check.testValue')}
          value={value}
          maxLength={500}
          onChange={(e) => {
            setValue(e.target.value);
            setResult(null);
          }}
          onPressEnter={() => void run()}
        />
        <Button type="primary" loading={busy} onClick={() => void run()}>
          {t('check.testRun')}
        </Button>
      </Space.Compact>
      {result ? (
        <Alert
          style={{ marginTop: 12 }}
          type={result.passed ? 'success' : 'error'}
          showIcon
          message={result.text}
          data-testid="check-result"
        />
      ) : null}
    </Modal>
  );
}

/** Check rules (JeecgBoot sys_check_rule): ordered checks with messages; test a value from the list. */
export default function CheckRuleListPage() {
  const { t } = useTranslation('rules');
  const { t: ts } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<CheckRule | null | undefined>(undefined);
  const [testing, setTesting] = useState<CheckRule | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: ts('common.required', { field }) });

  const columns: ProColumns<CheckRule>[] = [
    { title: t('common.ruleName'), dataIndex: 'ruleName', sorter: true },
    { title: t('common.ruleCode'), dataIndex: 'ruleCode', sorter: true },
    {
      title: t('check.items'),
      dataIndex: 'rules',
      search: false,
      render: (_, rule) => (
        <Space size={[0, 4]} wrap>
          {rule.rules.map((item, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the checks have no id; their order is their identity
            <Tag key={i} title={item.pattern ?? ''}>
              {t(`check.types.${item.type}`)}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('common.description'), dataIndex: 'ruleDescription', search: false, ellipsis: true, responsive: ['lg'] },
    { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: ts('common.actions'),
      valueType: 'option',
      width: 170,
      render: (_, rule) => (
        <RowActions
          name={rule.ruleName}
          inline={2}
          actions={[
            { key: 'test', label: t('check.test'), onClick: () => setTesting(rule) },
            { key: 'edit', label: ts('common.edit'), hidden: !can(p.checkRuleEdit), onClick: () => setEditing(rule) },
            {
              key: 'delete',
              label: ts('common.delete'),
              danger: true,
              hidden: !can(p.checkRuleDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: rule.ruleName }),
                  danger: true,
                  call: () => deleteCheckRule(rule.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('check.title')}>
      <ProTable<CheckRule>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await listCheckRules(toListQuery(params, sort, { sortable: ['createTime', 'ruleCode', 'ruleName'] })),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.checkRuleAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('check.add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<CheckRuleBody>
        title={editing ? t('check.edit') : t('check.add')}
        open={editing !== undefined}
        width={720}
        initialValues={
          editing ?? { rules: [{ type: 'regex', pattern: '', message: '', messageEn: '' }] as CheckRuleBody['rules'] }
        }
        save={(body) => (editing ? editCheckRule(editing.id, body) : addCheckRule(body))}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item name="ruleName" label={t('common.ruleName')} rules={[required(t('common.ruleName'))]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="ruleCode"
          label={t('common.ruleCode')}
          rules={[required(t('common.ruleCode')), codeRule(lang)]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="ruleDescription" label={t('common.description')}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item label={t('check.items')} required>
          <CheckItemsField />
        </Form.Item>
      </EntityFormModal>
      <RuleTester rule={testing} onClose={() => setTesting(null)} />
    </SystemScreen>
  );
}
