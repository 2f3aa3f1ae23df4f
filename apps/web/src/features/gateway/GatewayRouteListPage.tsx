import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { type GatewayRoute, gatewayTimeout, permissions as p } from '@csp/contract/core';
import { Alert, Button, Form, Input, InputNumber, Radio, Switch, Tag, Typography } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EntityFormModal } from '../../components/crud/EntityFormModal';
import { toListQuery, toTableData } from '../../components/crud/list-query';
import { RowActions } from '../../components/crud/RowActions';
import { useConfirmAction } from '../../components/crud/useConfirmAction';
import { Screen } from '../../components/Screen';
import { fetchPage, send } from '../../lib/api-calls';
import { useAccess } from '../auth/access/useAccess';
import { API_BASE, gatewayPath, PREFIX_PATTERN } from './gateway-form';

type Values = Pick<
  GatewayRoute,
  'name' | 'pathPrefix' | 'upstreamUrl' | 'enabled' | 'sortOrder' | 'stripPrefix' | 'timeoutMs' | 'access'
>;
const defaults: Values = {
  name: '',
  pathPrefix: '',
  upstreamUrl: '',
  enabled: true,
  sortOrder: 0,
  stripPrefix: true,
  timeoutMs: gatewayTimeout.default,
  access: 'session',
};

/**
 * Gateway routes (SPEC §2 "System admin"): a path prefix under the platform's base path forwarded to an
 * upstream URL; changes apply at once without a restart. Private addresses are refused by the server.
 */
export default function GatewayRouteListPage() {
  const { t } = useTranslation('gateway');
  const { t: ts } = useTranslation('system');
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<GatewayRoute | null | undefined>(undefined);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: ts('common.required', { field }) });

  const toggle = (row: GatewayRoute) =>
    confirm({
      title: t(row.enabled ? 'confirmDisable' : 'confirmEnable', { name: row.name }),
      call: () => send('PUT', '/sys/gateway/route/edit', { body: { id: row.id, enabled: !row.enabled } }),
    });

  const columns: ProColumns<GatewayRoute>[] = [
    { title: t('sortOrder'), dataIndex: 'sortOrder', sorter: true, search: false, width: 80 },
    { title: t('name'), dataIndex: 'name', sorter: true },
    {
      title: t('pathPrefix'),
      dataIndex: 'pathPrefix',
      sorter: true,
      width: 220,
      render: (_, row) => <Typography.Text code>{gatewayPath(API_BASE, row.pathPrefix)}</Typography.Text>,
    },
    { title: t('upstreamUrl'), dataIndex: 'upstreamUrl', search: false, ellipsis: true },
    {
      title: t('access'),
      dataIndex: 'access',
      search: false,
      width: 110,
      render: (_, row) => <Tag color={row.access === 'public' ? 'orange' : 'green'}>{t(`accesses.${row.access}`)}</Tag>,
    },
    {
      title: ts('common.status'),
      dataIndex: 'enabled',
      width: 100,
      valueType: 'select',
      valueEnum: { '1': { text: ts('common.enabled') }, '0': { text: ts('common.disabled') } },
      render: (_, row) => (
        <Tag color={row.enabled ? 'success' : 'default'}>
          {row.enabled ? ts('common.enabled') : ts('common.disabled')}
        </Tag>
      ),
    },
    { title: ts('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: ts('common.actions'),
      valueType: 'option',
      width: 170,
      render: (_, row) => (
        <RowActions
          name={row.name}
          inline={2}
          actions={[
            { key: 'edit', label: ts('common.edit'), hidden: !can(p.gatewayEdit), onClick: () => setEditing(row) },
            {
              key: 'toggle',
              label: row.enabled ? t('disable') : t('enable'),
              hidden: !can(p.gatewayEdit),
              onClick: () => toggle(row),
            },
            {
              key: 'delete',
              label: ts('common.delete'),
              danger: true,
              hidden: !can(p.gatewayDelete),
              onClick: () =>
                confirm({
                  title: ts('common.confirmDelete', { name: row.name }),
                  danger: true,
                  call: () => send('DELETE', '/sys/gateway/route/delete', { params: { id: row.id } }),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <Screen fallbackTitle={t('title')}>
      <Alert
        type="info"
        showIcon
        message={t('intro', { base: gatewayPath(API_BASE, '<prefix>') })}
        style={{ marginBottom: 16 }}
      />
      <ProTable<GatewayRoute>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<GatewayRoute>(
              '/sys/gateway/route/list',
              toListQuery(params, sort, { sortable: ['sortOrder', 'name', 'pathPrefix', 'createTime'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.gatewayAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<Values>
        title={editing ? t('edit') : t('add')}
        open={editing !== undefined}
        width={680}
        initialValues={editing ?? defaults}
        save={(body) =>
          editing
            ? send('PUT', '/sys/gateway/route/edit', { body: { ...body, id: editing.id } })
            : send('POST', '/sys/gateway/route/add', { body })
        }
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item name="name" label={t('name')} rules={[required(t('name')), { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item
          name="pathPrefix"
          label={t('pathPrefix')}
          extra={t('pathPrefixHint', { base: gatewayPath(API_BASE, '') })}
          rules={[required(t('pathPrefix')), { pattern: PREFIX_PATTERN, message: t('pathPrefixRule') }]}
        >
          <Input addonBefore={gatewayPath(API_BASE, '')} maxLength={100} />
        </Form.Item>
        <Form.Item
          name="upstreamUrl"
          label={t('upstreamUrl')}
          extra={t('upstreamHint')}
          rules={[required(t('upstreamUrl')), { type: 'url', message: t('upstreamRule') }]}
        >
          <Input placeholder="https://data.example.org/api" maxLength={500} />
        </Form.Item>
        <Form.Item name="access" label={t('access')}>
          <Radio.Group
            options={(['session', 'public'] as const).map((value) => ({ value, label: t(`accesses.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="stripPrefix" label={t('stripPrefix')} valuePropName="checked" extra={t('stripPrefixHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="timeoutMs" label={t('timeoutMs')} rules={[required(t('timeoutMs'))]}>
          <InputNumber min={gatewayTimeout.min} max={gatewayTimeout.max} step={1000} addonAfter="ms" />
        </Form.Item>
        <Form.Item name="sortOrder" label={t('sortOrder')} extra={t('sortOrderHint')}>
          <InputNumber min={0} max={100000} />
        </Form.Item>
        <Form.Item name="enabled" label={ts('common.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </EntityFormModal>
    </Screen>
  );
}
