import { permissions as p, type SysTenant } from '@csp/contract/core';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { StatusField, statusColumn } from '../shared/StatusField';
import { useRequiredRule } from '../shared/useRequiredRule';
import { type TenantBody, tenantEndpoints } from './api';

/** Tenants (SPEC §6): chosen numeric ids, 0 the default tenant; the client sends the tenant-id header. */
export default function TenantListPage() {
  const { t } = useTranslation('system');
  const required = useRequiredRule();
  return (
    <CrudListPage<SysTenant, TenantBody>
      title={t('tenants.title')}
      endpoints={tenantEndpoints}
      sortable={['id', 'name', 'createTime']}
      columns={[
        {
          title: t('tenants.id'),
          dataIndex: 'id',
          sorter: true,
          defaultSortOrder: 'ascend',
          search: false,
          width: 120,
        },
        { title: t('tenants.name'), dataIndex: 'name', sorter: true },
        statusColumn(t),
        createTimeColumn(t('common.createTime')),
      ]}
      rowName={(row) => row.name}
      permissions={{ add: p.tenantAdd, edit: p.tenantEdit, delete: p.tenantDelete }}
      canDelete={(row) => row.id !== 0}
      labels={{ add: t('tenants.add'), edit: t('tenants.edit') }}
      confirmDelete={(row) => ({
        title: t('common.confirmDelete', { name: row.name }),
        content: t('tenants.deleteHint'),
      })}
      form={{
        initialValues: (editing) => editing ?? { status: 1 },
        fields: (editing) => (
          <>
            <Form.Item
              name="id"
              label={t('tenants.id')}
              tooltip={t('tenants.idHint')}
              rules={[required(t('tenants.id'))]}
            >
              <InputNumber
                min={1}
                max={2_000_000_000}
                precision={0}
                disabled={Boolean(editing)}
                style={{ width: 200 }}
              />
            </Form.Item>
            <Form.Item name="name" label={t('tenants.name')} rules={[required(t('tenants.name')), { max: 100 }]}>
              <Input maxLength={100} />
            </Form.Item>
            <StatusField />
          </>
        ),
      }}
    />
  );
}
