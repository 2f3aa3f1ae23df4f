import { PlusOutlined } from '@ant-design/icons';
import { permissions as p, type SysDataRule, type SysPermission } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Select, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../../components/crud/EntityFormModal';
import { RowActions } from '../../../components/crud/RowActions';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import type { Done } from '../../../lib/api-calls';
import { bilingual } from '../../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../../lib/useInvalidatingMutation';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { addDataRule, type DataRuleBody, dataRuleKeys, deleteDataRule, editDataRule, listDataRules } from './api';
import { conditionsFor, ruleColumns, valueFits } from './data-rule-form';

/**
 * The data rules of a menu (JeecgBoot sys_permission_data_rule), reached from the menu editor: a rule
 * names an allow-listed column, a condition and a value; roles choose which rules they apply.
 */
export function DataRulesDrawer({ permission, onClose }: { permission: SysPermission | null; onClose: () => void }) {
  const { t } = useTranslation('system');
  const lang = useLang();
  const { can } = useAccess();
  const [editing, setEditing] = useState<SysDataRule | null | undefined>(undefined);
  const permissionId = permission?.id ?? '';
  const rules = useQuery({
    queryKey: dataRuleKeys(permissionId),
    queryFn: () => listDataRules(permissionId),
    enabled: !!permission,
  });
  // a rule's writes refresh the menu's rules and the roles' choices of them (keys under the menu's)
  const invalidates = [dataRuleKeys(permissionId)];
  const save = useInvalidatingMutation(
    ({ body, id }: { body: DataRuleBody; id?: string }): Promise<Done<unknown>> =>
      id ? editDataRule(id, body) : addDataRule(permissionId, body),
    invalidates,
  );
  const remove = useInvalidatingMutation(deleteDataRule, invalidates);
  const confirm = useConfirmAction(() => undefined);
  const editable = can(p.dataRuleEdit);

  return (
    <Drawer
      title={permission ? t('dataRules.title', { name: bilingual(permission.name, permission.nameEn, lang) }) : ''}
      open={permission !== null}
      onClose={onClose}
      width={760}
      destroyOnHidden
      extra={
        editable ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setEditing(null)}>
            {t('dataRules.add')}
          </Button>
        ) : null
      }
    >
      <Typography.Paragraph type="secondary">{t('dataRules.hint')}</Typography.Paragraph>
      <Table<SysDataRule>
        rowKey="id"
        size="small"
        loading={rules.isFetching}
        dataSource={rules.data ?? []}
        pagination={false}
        columns={[
          { title: t('dataRules.name'), dataIndex: 'ruleName' },
          { title: t('dataRules.column'), dataIndex: 'ruleColumn', render: (c: string) => <code>{c}</code> },
          { title: t('dataRules.condition'), dataIndex: 'ruleConditions', render: (c: string) => <code>{c}</code> },
          { title: t('dataRules.value'), dataIndex: 'ruleValue', ellipsis: true },
          {
            title: t('common.status'),
            dataIndex: 'status',
            render: (s: string) =>
              s === '1' ? <Tag color="success">{t('common.enabled')}</Tag> : <Tag>{t('common.disabled')}</Tag>,
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, rule: SysDataRule) => (
              <RowActions
                name={rule.ruleName}
                actions={[
                  { key: 'edit', label: t('common.edit'), hidden: !editable, onClick: () => setEditing(rule) },
                  {
                    key: 'delete',
                    label: t('common.delete'),
                    danger: true,
                    hidden: !editable,
                    onClick: () =>
                      confirm({
                        title: t('common.confirmDelete', { name: rule.ruleName }),
                        danger: true,
                        call: () => remove.mutateAsync(rule.id),
                      }),
                  },
                ]}
              />
            ),
          },
        ]}
      />
      {permission ? (
        <DataRuleFormModal
          permission={permission}
          rule={editing ?? null}
          open={editing !== undefined}
          save={(body, id) => save.mutateAsync({ body, id })}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </Drawer>
  );
}

function DataRuleFormModal({
  permission,
  rule,
  open,
  save,
  onClose,
}: {
  permission: SysPermission;
  rule: SysDataRule | null;
  open: boolean;
  /** The drawer's save mutation (an id: edit). */
  save: (body: DataRuleBody, id?: string) => Promise<Done<unknown>>;
  onClose: () => void;
}) {
  const { t } = useTranslation('system');
  const columns = ruleColumns(permission.perms);
  const kindOf = (name: string | undefined) => columns.find((c) => c.name === name)?.kind;
  return (
    <EntityFormModal<DataRuleBody>
      title={rule ? t('dataRules.edit') : t('dataRules.add')}
      open={open}
      initialValues={
        rule
          ? {
              ruleName: rule.ruleName,
              ruleColumn: rule.ruleColumn,
              ruleConditions: rule.ruleConditions,
              ruleValue: rule.ruleValue,
              status: rule.status,
            }
          : { status: '1', ruleConditions: '=' }
      }
      save={(values) => save(values, rule?.id)}
      onClose={onClose}
      onSaved={onClose}
    >
      <Form.Item
        name="ruleName"
        label={t('dataRules.name')}
        rules={[{ required: true, message: t('common.required', { field: t('dataRules.name') }) }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="ruleColumn"
        label={t('dataRules.column')}
        rules={[{ required: true, message: t('common.requiredChoice', { field: t('dataRules.column') }) }]}
      >
        <Select
          options={columns.map((c) => ({
            value: c.name,
            // the columns of contract `dataRuleTargets`, each named in the locale files
            label: `${t(`dataRules.columns.${c.name}` as 'dataRules.columns.year')} (${c.name})`,
          }))}
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['ruleColumn']}>
        {({ getFieldValue }) => {
          const kind = kindOf(getFieldValue('ruleColumn'));
          return (
            <>
              <Form.Item
                name="ruleConditions"
                label={t('dataRules.condition')}
                rules={[{ required: true, message: t('common.required', { field: t('dataRules.condition') }) }]}
              >
                <Select
                  options={conditionsFor(kind).map((c) => ({ value: c, label: t(`dataRules.conditions.${c}`) }))}
                />
              </Form.Item>
              <Form.Item
                name="ruleValue"
                label={t('dataRules.value')}
                extra={kind ? t(`dataRules.valueHint.${kind}`) : undefined}
                dependencies={['ruleConditions']}
                rules={[
                  { required: true, message: t('common.required', { field: t('dataRules.value') }) },
                  {
                    validator: async (_, value?: string) =>
                      !value || valueFits(kind, getFieldValue('ruleConditions'), value)
                        ? undefined
                        : Promise.reject(new Error(t('dataRules.valueInvalid'))),
                  },
                ]}
              >
                <Input maxLength={500} />
              </Form.Item>
            </>
          );
        }}
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}>
        <Select
          options={[
            { value: '1', label: t('common.enabled') },
            { value: '0', label: t('common.disabled') },
          ]}
        />
      </Form.Item>
    </EntityFormModal>
  );
}
