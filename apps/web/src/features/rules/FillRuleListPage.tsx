import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { fillResetPeriods, permissions as p } from '@csp/contract';
import { App, Button, Form, Input, Modal, Select, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../auth/access/useAccess';
import { EntityFormModal } from '../system/shared/EntityFormModal';
import { toListQuery, toTableData } from '../system/shared/list-query';
import { RowActions } from '../system/shared/RowActions';
import { codeRule } from '../system/shared/rules';
import { SystemScreen } from '../system/shared/SystemScreen';
import { useConfirmAction } from '../system/shared/use-confirm';
import { useLang } from '../system/shared/use-lang';
import {
  addFillRule,
  deleteFillRule,
  editFillRule,
  executeFillRule,
  type FillRule,
  type FillRuleBody,
  listFillRules,
} from './api';
import { fillExample } from './fill-example';

/** The example under the pattern field: what the pattern gives now, with sequence number 1. */
function PatternExample() {
  const { t } = useTranslation('rules');
  const pattern = Form.useWatch<string | undefined>('pattern');
  const example = pattern ? fillExample(pattern, new Date()) : undefined;
  return example ? (
    <Typography.Text type="secondary" data-testid="fill-example">
      {t('fill.example', { value: example })}
    </Typography.Text>
  ) : null;
}

/** Fill rules (JeecgBoot sys_fill_rule): codes generating values such as CITY-2026-0001; try one from the list. */
export default function FillRuleListPage() {
  const { t } = useTranslation('rules');
  const { t: ts } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const { message } = App.useApp();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<FillRule | null | undefined>(undefined);
  const [tried, setTried] = useState<{ rule: FillRule; value: string } | null>(null);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: ts('common.required', { field }) });
  const resetOptions = fillResetPeriods.map((value) => ({ value, label: t(`fill.reset.${value}`) }));

  const tryRule = async (rule: FillRule) => {
    try {
      const done = await executeFillRule(rule.ruleCode);
      setTried({ rule, value: done.result });
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };

  const columns: ProColumns<FillRule>[] = [
    { title: t('common.ruleName'), dataIndex: 'ruleName', sorter: true },
    { title: t('common.ruleCode'), dataIndex: 'ruleCode', sorter: true },
    {
      title: t('fill.pattern'),
      dataIndex: 'pattern',
      search: false,
      render: (_, rule) => <Typography.Text code>{rule.pattern}</Typography.Text>,
    },
    {
      title: t('fill.resetPeriod'),
      dataIndex: 'resetPeriod',
      search: false,
      render: (_, rule) => t(`fill.reset.${rule.resetPeriod}`),
    },
    { title: t('common.description'), dataIndex: 'description', search: false, ellipsis: true, responsive: ['lg'] },
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
            { key: 'try', label: t('fill.try'), onClick: () => void tryRule(rule) },
            { key: 'edit', label: ts('common.edit'), hidden: !can(p.fillRuleEdit), onClick: () => setEditing(rule) },
            {
              key: 'delete',
              label: ts('common.delete'),
              danger: true,
              hidden: !can(p.fillRuleDelete),
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: rule.ruleName }),
                  danger: true,
                  call: () => deleteFillRule(rule.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('fill.title')}>
      <ProTable<FillRule>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await listFillRules(toListQuery(params, sort, { sortable: ['createTime', 'ruleCode', 'ruleName'] })),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.fillRuleAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('fill.add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<FillRuleBody>
        title={editing ? t('fill.edit') : t('fill.add')}
        open={editing !== undefined}
        width={640}
        initialValues={editing ?? { resetPeriod: 'none' }}
        save={(body) => (editing ? editFillRule(editing.id, body) : addFillRule(body))}
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
        <Form.Item
          name="pattern"
          label={t('fill.pattern')}
          tooltip={t('fill.patternHelp')}
          rules={[required(t('fill.pattern'))]}
          extra={<PatternExample />}
        >
          <Input maxLength={100} placeholder="CITY-{yyyy}-{seq:4}" />
        </Form.Item>
        <Form.Item name="resetPeriod" label={t('fill.resetPeriod')}>
          <Select options={resetOptions} />
        </Form.Item>
        <Form.Item name="description" label={t('common.description')}>
          <Input maxLength={200} />
        </Form.Item>
      </EntityFormModal>
      <Modal
        title={tried ? t('fill.tryTitle', { name: tried.rule.ruleName }) : ''}
        open={tried !== null}
        onCancel={() => setTried(null)}
        footer={
          <Button type="primary" onClick={() => setTried(null)}>
            {t('common.close')}
          </Button>
        }
      >
        <Typography.Paragraph>
          {t('fill.tried')}:{' '}
          <Typography.Text strong copyable data-testid="fill-value">
            {tried?.value}
          </Typography.Text>
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('fill.tryNote')}</Typography.Paragraph>
        {tried ? <Button onClick={() => void tryRule(tried.rule)}>{t('fill.try')}</Button> : null}
      </Modal>
    </SystemScreen>
  );
}
