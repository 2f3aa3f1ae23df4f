import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { DataLog } from '@csp/contract/core';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SystemScreen } from '../../system/shared/SystemScreen';
import { useLang } from '../../system/shared/use-lang';
import { listLogs } from '../api';
import styles from '../components/city-data.module.css';
import { DataFilterBar } from '../components/DataFilterBar';
import { placeName, seriesName } from '../labels';
import { type DataFilters, logListQuery } from '../query';

const logColors: Record<string, string> = {
  create: 'blue',
  update: 'gold',
  submit: 'processing',
  pass: 'cyan',
  logReject: 'error',
  publish: 'success',
  unpublish: 'warning',
  delete: 'default',
};

/** Data logs (SPEC §3 log types): every change of a value, newest first, filtered on the server. */
export default function DataLogListPage() {
  const { t } = useTranslation('cityData');
  const lang = useLang();
  const [filters, setFilters] = useState<DataFilters>({});
  const columns = useMemo<ProColumns<DataLog>[]>(
    () => [
      { title: t('fields.time'), dataIndex: 'createdAt', valueType: 'dateTime', width: 170 },
      { title: t('fields.user'), dataIndex: 'username' },
      {
        title: t('fields.action'),
        dataIndex: 'logType',
        render: (_, log) => <Tag color={logColors[log.logType]}>{t(`logType.${log.logType}`)}</Tag>,
      },
      { title: t('fields.series'), key: 'series', render: (_, log) => seriesName(log, lang) },
      { title: t('fields.place'), key: 'place', render: (_, log) => placeName(log, lang) },
      { title: t('fields.year'), dataIndex: 'year', width: 80 },
      {
        title: t('logs.change'),
        key: 'change',
        align: 'right',
        render: (_, log) => (
          <span className={styles.number}>
            {log.oldValue ?? '–'} → {log.newValue ?? '–'}
          </span>
        ),
      },
      { title: t('fields.note'), dataIndex: 'note', ellipsis: true, width: 260 },
    ],
    [t, lang],
  );
  return (
    <SystemScreen fallbackTitle={t('titles.logs')}>
      <DataFilterBar fields={['place', 'city', 'series', 'action', 'user', 'time']} onSearch={setFilters} />
      <div data-testid="logs-table">
        <ProTable<DataLog>
          rowKey="id"
          columns={columns}
          params={filters}
          search={false}
          request={async ({ current, pageSize, ...rest }) => {
            const page = await listLogs(logListQuery(rest as DataFilters, { current, pageSize }));
            return { data: page.records, total: page.total, success: true };
          }}
          pagination={{ defaultPageSize: 20, showSizeChanger: true }}
          options={{ density: false, reload: true, setting: true }}
          scroll={{ x: 'max-content' }}
        />
      </div>
    </SystemScreen>
  );
}
