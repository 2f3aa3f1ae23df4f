import { type DataSource, permissions as p } from '@csp/contract/core';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CrudListPage } from '../../../components/crud/CrudListPage';
import { createTimeColumn } from '../../../components/crud/columns';
import { dataSourceEndpoints } from '../api';
import { DataSourceFormModal } from '../components/DataSourceFormModal';

/**
 * Data sources (SPEC §2 system admin): named PostgreSQL or MySQL/MariaDB connections for online reports,
 * with a connection test. The password field is write-only: the list only says whether one is stored.
 */
export default function DataSourceListPage() {
  const { t } = useTranslation(['onlineReport', 'system']);
  const typeLabel = (type: string) => (type === 'mysql' ? t('sources.typeMysql') : t('sources.typePostgres'));
  return (
    <CrudListPage<DataSource, Record<string, unknown>>
      title={t('sources.title')}
      endpoints={dataSourceEndpoints}
      sortable={['createTime', 'code', 'name']}
      header={<Alert type="info" showIcon message={t('sources.defaultNote')} style={{ marginBottom: 16 }} />}
      columns={[
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
            r.hasPassword ? (
              <Tag color="green">{t('sources.passwordStored')}</Tag>
            ) : (
              <Tag>{t('sources.passwordNone')}</Tag>
            ),
        },
        createTimeColumn(t('system:common.createTime')),
      ]}
      rowName={(row) => row.code}
      permissions={{ add: p.dataSourceAdd, edit: p.dataSourceEdit, delete: p.dataSourceDelete }}
      labels={{ add: t('sources.add'), edit: t('sources.edit') }}
      confirmDelete={(row) => ({ title: t('system:common.confirmDelete', { name: row.name }) })}
      editor={({ editing, close }) => <DataSourceFormModal editing={editing} onClose={close} onSaved={close} />}
    />
  );
}
