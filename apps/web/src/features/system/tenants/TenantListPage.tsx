import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract';
import { Button, Form, Input, InputNumber, Radio } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { fetchPage, send } from '../shared/api';
import { EntityFormModal } from '../shared/EntityFormModal';
import { toListQuery, toTableData } from '../shared/list-query';
import { RowActions } from '../shared/RowActions';
import { SystemScreen } from '../shared/SystemScreen';
import { useConfirmAction } from '../shared/use-confirm';

interface Tenant {
  id: number;
  name: string;
  status: number;
  createTime: string;
}

/** Tenants (SPEC §6): chosen numeric ids, 0 the default tenant; the client sends the tenant-id header. */
export default function TenantListPage() {
  const { t } = useTranslation('system');
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<Tenant | null | undefined>(undefined);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const required = (field: string) => ({ required: true, message: t('common.required', { field }) });

  const columns: ProColumns<Tenant>[] = [
    { title: t('tenants.id'), dataIndex: 'id', sorter: true, defaultSortOrder: 'ascend', search: false, width: 120 },
    { title: t('tenants.name'), dataIndex: 'name', sorter: true },
    {
      title: t('common.status'),
      dataIndex: 'status',
      search: false,
      valueEnum: {
        1: { text: t('common.enabled'), status: 'Success' },
        0: { text: t('common.disabled'), status: 'Default' },
      },
    },
    { title: t('common.createTime'), dataIndex: 'createTime', valueType: 'dateTime', sorter: true, search: false },
    {
      title: t('common.actions'),
      valueType: 'option',
      width: 140,
      render: (_, row) => (
        <RowActions
          name={row.name}
          inline={2}
          actions={[
            { key: 'edit', label: t('common.edit'), hidden: !can(p.tenantEdit), onClick: () => setEditing(row) },
            {
              key: 'delete',
              label: t('common.delete'),
              danger: true,
              hidden: !can(p.tenantDelete) || row.id === 0,
              onClick: () =>
                confirm({
                  title: t('common.confirmDelete', { name: row.name }),
                  content: t('tenants.deleteHint'),
                  danger: true,
                  call: () => send('DELETE', '/sys/tenant/delete', { params: { id: row.id } }),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('tenants.title')}>
      <ProTable<Tenant>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<Tenant>(
              '/sys/tenant/list',
              toListQuery(params, sort, { sortable: ['id', 'name', 'createTime'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.tenantAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('tenants.add')}
            </Button>
          ) : null,
        ]}
      />
      <EntityFormModal<Omit<Tenant, 'createTime'>>
        title={editing ? t('tenants.edit') : t('tenants.add')}
        open={editing !== undefined}
        initialValues={editing ?? { status: 1 }}
        save={(body) =>
          editing
            ? send('PUT', '/sys/tenant/edit', { body: { ...body, id: editing.id } })
            : send('POST', '/sys/tenant/add', { body })
        }
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      >
        <Form.Item name="id" label={t('tenants.id')} tooltip={t('tenants.idHint')} rules={[required(t('tenants.id'))]}>
          <InputNumber min={1} max={2_000_000_000} precision={0} disabled={Boolean(editing)} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="name" label={t('tenants.name')} rules={[required(t('tenants.name')), { max: 100 }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="status" label={t('common.status')}>
          <Radio.Group
            options={[
              { value: 1, label: t('common.enabled') },
              { value: 0, label: t('common.disabled') },
            ]}
          />
        </Form.Item>
      </EntityFormModal>
    </SystemScreen>
  );
}
