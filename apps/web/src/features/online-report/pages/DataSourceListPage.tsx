import { PlusOutlined } from '@ant-design/icons';
import { type ActionType, type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract';
import { Alert, Button, Tag } from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '../../auth/access/useAccess';
import { fetchPage } from '../../system/shared/api';
import { toListQuery, toTableData } from '../../system/shared/list-query';
import { RowActions } from '../../system/shared/RowActions';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useConfirmAction } from '../../system/shared/use-confirm';
import { type DataSource, dataSourceApi } from '../api';
import { DataSourceFormModal } from '../components/DataSourceFormModal';

/**
 * Data sources (SPEC §2 system admin): named PostgreSQL or MySQL/MariaDB connections for online reports,
 * with a connection test. The password field is write-only: the list only says whether one is stored.
 */
export default function DataSourceListPage() {
  const { t } = useTranslation(['onlineReport', 'system']);
  const { can } = useAccess();
  const table = useRef<ActionType>(null);
  const [editing, setEditing] = useState<DataSource | null | undefined>(undefined);
  const reload = useCallback(() => table.current?.reload(), []);
  const confirm = useConfirmAction(reload);
  const typeLabel = (type: string) => (type === 'mysql' ? t('sources.typeMysql') : t('sources.typePostgres'));

  const columns: ProColumns<DataSource>[] = [
    { title: t('sources.code'), dataIndex: 'code', sorter: true },
    { title: t('sources.name'), dataIndex: 'name', sorter: true },
    { title: t('sources.type'), dataIndex: 'type', search: false, render: (_, r) => typeLabel(r.type) },
    {
      title: t('sources.host'),
      dataIndex: 'host',
      search: false,
      render: (_, r) => `${r.host}:${r.port}/${r.database}`,
    },
    { title: t('sources.username'), dataIndex: 'username', search: false },
    {
      title: t('sources.password'),
      dataIndex: 'hasPassword',
      search: false,
      render: (_, r) =>
        r.hasPassword ? <Tag color="green">{t('sources.passwordStored')}</Tag> : <Tag>{t('sources.passwordNone')}</Tag>,
    },
    {
      title: t('system:common.createTime'),
      dataIndex: 'createTime',
      valueType: 'dateTime',
      sorter: true,
      search: false,
    },
    {
      title: t('system:common.actions'),
      valueType: 'option',
      width: 140,
      render: (_, row) => (
        <RowActions
          name={row.code}
          inline={2}
          actions={[
            {
              key: 'edit',
              label: t('system:common.edit'),
              hidden: !can(p.dataSourceEdit),
              onClick: () => setEditing(row),
            },
            {
              key: 'delete',
              label: t('system:common.delete'),
              danger: true,
              hidden: !can(p.dataSourceDelete),
              onClick: () =>
                confirm({
                  title: t('system:common.confirmDelete', { name: row.name }),
                  danger: true,
                  call: () => dataSourceApi.remove(row.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  return (
    <SystemScreen fallbackTitle={t('sources.title')}>
      <Alert type="info" showIcon message={t('sources.defaultNote')} style={{ marginBottom: 16 }} />
      <ProTable<DataSource>
        rowKey="id"
        actionRef={table}
        columns={columns}
        request={async (params, sort) =>
          toTableData(
            await fetchPage<DataSource>(
              '/sys/dataSource/list',
              toListQuery(params, sort, { sortable: ['createTime', 'code', 'name'] }),
            ),
          )
        }
        search={{ labelWidth: 'auto' }}
        pagination={{ defaultPageSize: 10, showSizeChanger: true }}
        options={{ density: false, reload: true, setting: true }}
        toolBarRender={() => [
          can(p.dataSourceAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('sources.add')}
            </Button>
          ) : null,
        ]}
      />
      <DataSourceFormModal
        editing={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          reload();
        }}
      />
    </SystemScreen>
  );
}
