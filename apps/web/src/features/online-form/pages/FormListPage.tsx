import {
  type OnlineFormTable,
  onlineFormLimits,
  onlineFormTableNames,
  onlineFormTables,
  permissions as p,
} from '@csp/contract/core';
import { Checkbox, Form, Input, InputNumber, Select, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { bilingual } from '../../../lib/bilingual-text';
import { useLang } from '../../../lib/useLang';
import { useAccess } from '../../auth/access/useAccess';
import { PERMISSIONS_QUERY_KEY } from '../../auth/usePermissions';
import { type OnlineForm, type OnlineFormBody, onlineFormEndpoints } from '../api';
import { EnhanceEditor } from '../components/EnhanceEditor';
import { columnEditable, defaultFields } from '../form-definition';

const defaults = (): Partial<OnlineFormBody> => ({
  tableName: 'positions',
  detailColumns: 2,
  menu: true,
  fields: defaultFields('positions'),
  enhanceRecords: [],
});

/** The fields of a definition: one row per allow-listed column of the chosen table. */
function FieldsEditor() {
  const { t } = useTranslation('onlineForm');
  const form = Form.useFormInstance();
  const table = (Form.useWatch('tableName', form) ?? 'positions') as OnlineFormTable;
  const check = (name: number, key: 'list' | 'query' | 'detail' | 'edit', disabled = false) => (
    <Form.Item name={[name, key]} valuePropName="checked" noStyle>
      <Checkbox disabled={disabled} aria-label={t(`fields.${key}`)} />
    </Form.Item>
  );
  return (
    <Form.List name="fields">
      {(rows) => (
        <Table
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={rows}
          columns={[
            {
              title: t('fields.field'),
              render: (_, row) => (
                <>
                  <Form.Item name={[row.name, 'field']} hidden>
                    <Input />
                  </Form.Item>
                  <Typography.Text code>{form.getFieldValue(['fields', row.name, 'field'])}</Typography.Text>
                </>
              ),
            },
            ...(['labelEn', 'labelZh'] as const).map((key) => ({
              title: t(`fields.${key}`),
              render: (_: unknown, row: { name: number }) => (
                <Form.Item name={[row.name, key]} noStyle rules={[{ required: true }]}>
                  <Input size="small" maxLength={100} aria-label={t(`fields.${key}`)} />
                </Form.Item>
              ),
            })),
            ...(['list', 'query', 'detail'] as const).map((key) => ({
              title: t(`fields.${key}`),
              width: 64,
              render: (_: unknown, row: { name: number }) => check(row.name, key),
            })),
            {
              title: t('fields.edit'),
              width: 64,
              render: (_, row) =>
                check(row.name, 'edit', !columnEditable(table, form.getFieldValue(['fields', row.name, 'field']))),
            },
            {
              title: t('fields.dictCode'),
              width: 120,
              render: (_, row) => (
                <Form.Item name={[row.name, 'dictCode']} noStyle>
                  <Input size="small" maxLength={100} aria-label={t('fields.dictCode')} />
                </Form.Item>
              ),
            },
          ]}
        />
      )}
    </Form.List>
  );
}

/** The table choice: picking another table starts its fields again from the allow-list. */
function TableSelect({ disabled }: { disabled: boolean }) {
  const { t } = useTranslation('onlineForm');
  const lang = useLang();
  const form = Form.useFormInstance();
  return (
    <Form.Item name="tableName" label={t('tableName')} extra={t('tableHint')} rules={[{ required: true }]}>
      <Select
        disabled={disabled}
        onChange={(table: OnlineFormTable) => form.setFieldValue('fields', defaultFields(table))}
        options={onlineFormTableNames.map((name) => ({
          value: name,
          label: lang === 'en' ? onlineFormTables[name].labelEn : onlineFormTables[name].labelZh,
        }))}
      />
    </Form.Item>
  );
}

/**
 * Online forms (JeecgBoot "Online表单开发"): an administrator defines a list/detail/edit screen over one of the
 * allow-listed tables; each form gets a menu entry /online/cgform/<code> with the built-in view ("Open").
 */
export default function FormListPage() {
  const { t } = useTranslation(['onlineForm', 'system']);
  const lang = useLang();
  const navigate = useNavigate();
  const { can } = useAccess();
  const tableLabel = (name: string) => {
    const info = (onlineFormTables as Record<string, { labelEn: string; labelZh: string }>)[name];
    return info ? (lang === 'en' ? info.labelEn : info.labelZh) : name;
  };
  return (
    <CrudListPage<OnlineForm, OnlineFormBody>
      title={t('title')}
      endpoints={onlineFormEndpoints}
      alsoInvalidates={[PERMISSIONS_QUERY_KEY]}
      sortable={['createTime', 'code', 'name']}
      columns={[
        { title: t('code'), dataIndex: 'code', sorter: true },
        { title: t('formName'), dataIndex: 'name', sorter: true, render: (_, r) => bilingual(r.name, r.nameEn, lang) },
        { title: t('tableName'), dataIndex: 'tableName', search: false, render: (_, r) => tableLabel(r.tableName) },
        { title: t('fieldCount'), dataIndex: 'fields', search: false, render: (_, r) => r.fields.length },
        {
          title: t('menu'),
          dataIndex: 'menu',
          search: false,
          render: (_, r) => (r.menu ? <Tag color="blue">{`/online/cgform/${r.code}`}</Tag> : ''),
        },
        createTimeColumn(t('system:common.createTime')),
      ]}
      rowName={(row) => row.code}
      permissions={{ add: p.onlineFormAdd, edit: p.onlineFormEdit, delete: p.onlineFormDelete }}
      labels={{ add: t('add'), edit: t('edit') }}
      confirmDelete={(row) => ({ title: t('system:common.confirmDelete', { name: row.code }) })}
      rowActions={(row) => [
        {
          key: 'open',
          label: t('open'),
          hidden: !can(p.onlineFormData),
          onClick: () => navigate(`/online/cgform?code=${encodeURIComponent(row.code)}`),
        },
      ]}
      actionsWidth={170}
      form={{
        width: 980,
        initialValues: (editing) => editing ?? defaults(),
        fields: (editing) => (
          <>
            <Form.Item
              name="code"
              label={t('code')}
              extra={t('codeHint')}
              rules={[{ required: true }, { pattern: /^[A-Za-z][A-Za-z0-9_]*$/, message: t('codeRule') }]}
            >
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="name" label={t('name')} rules={[{ required: true }]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="nameEn" label={t('nameEn')} rules={[{ required: true }]}>
              <Input maxLength={100} />
            </Form.Item>
            <TableSelect disabled={Boolean(editing)} />
            <Form.Item name="detailColumns" label={t('detailColumns')} extra={t('detailColumnsHint')}>
              <InputNumber min={1} max={onlineFormLimits.detailColumnsMax} />
            </Form.Item>
            <Form.Item name="menu" label={t('menu')} valuePropName="checked" extra={t('menuHint')}>
              <Switch />
            </Form.Item>
            <FieldsEditor />
            <EnhanceEditor />
          </>
        ),
      }}
    />
  );
}
