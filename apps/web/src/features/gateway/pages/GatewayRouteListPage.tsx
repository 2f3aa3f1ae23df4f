import { type GatewayRoute, gatewayTimeout, permissions as p } from '@csp/contract/core';
import { Alert, Form, Input, InputNumber, Radio, Switch, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { useConfirmAction } from '../../../components/crud/useConfirmAction';
import { useCrudMutations } from '../../../components/crud/useCrudMutations';
import { useAccess } from '../../auth/access/useAccess';
import { useRequiredRule } from '../../system/shared/useRequiredRule';
import { type GatewayRouteBody, gatewayEndpoints } from '../api';
import { API_BASE, gatewayPath, PREFIX_PATTERN } from '../gateway-form';

const defaults: GatewayRouteBody = {
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
  const { save } = useCrudMutations(gatewayEndpoints);
  const confirm = useConfirmAction(() => undefined);
  const required = useRequiredRule();

  const toggle = (row: GatewayRoute) =>
    confirm({
      title: t(row.enabled ? 'confirmDisable' : 'confirmEnable', { name: row.name }),
      call: () => save.mutateAsync({ id: row.id, body: { enabled: !row.enabled } as GatewayRouteBody }),
    });

  return (
    <CrudListPage<GatewayRoute, GatewayRouteBody>
      title={t('title')}
      endpoints={gatewayEndpoints}
      sortable={['sortOrder', 'name', 'pathPrefix', 'createTime']}
      header={
        <Alert
          type="info"
          showIcon
          message={t('intro', { base: gatewayPath(API_BASE, '<prefix>') })}
          style={{ marginBottom: 16 }}
        />
      }
      columns={[
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
          render: (_, row) => (
            <Tag color={row.access === 'public' ? 'orange' : 'green'}>{t(`accesses.${row.access}`)}</Tag>
          ),
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
        createTimeColumn(ts('common.createTime')),
      ]}
      rowName={(row) => row.name}
      permissions={{ add: p.gatewayAdd, edit: p.gatewayEdit, delete: p.gatewayDelete }}
      labels={{ add: t('add'), edit: t('edit') }}
      confirmDelete={(row) => ({ title: ts('common.confirmDelete', { name: row.name }) })}
      extraAfterEdit
      rowActions={(row) => [
        {
          key: 'toggle',
          label: row.enabled ? t('disable') : t('enable'),
          hidden: !can(p.gatewayEdit),
          onClick: () => toggle(row),
        },
      ]}
      actionsWidth={170}
      form={{
        width: 680,
        initialValues: (editing) => editing ?? defaults,
        fields: () => (
          <>
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
          </>
        ),
      }}
    />
  );
}
