import { type ProColumns, ProTable } from '@ant-design/pro-components';
import type { OpLog } from '@csp/contract/core';
import { Tag, Tooltip, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toIsoRange } from '../../components/crud/list-query';
import { listSettings, pagedRequest } from '../../components/crud/server-list';
import { Screen } from '../../components/Screen';
import { fetchList } from '../../lib/api-calls';
import { localizeServerMessage } from '../../lib/server-messages';
import { useLang } from '../../lib/useLang';
import styles from '../system/shared/system.module.css';

const METHODS = ['POST', 'PUT', 'DELETE', 'PATCH'];

/** What a write sent, as the server kept it (secrets already replaced there). */
function Summary({ log }: { log: OpLog }) {
  const { t } = useTranslation('platformLogs');
  if (!log.summary) return <span className={styles.muted}>{t('opLog.noSummary')}</span>;
  return (
    <div>
      <Typography.Text strong>{t('opLog.summary')}</Typography.Text>
      <pre className={styles.mono} style={{ margin: '6px 0 0', whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
        {JSON.stringify(log.summary, null, 2)}
      </pre>
    </div>
  );
}

/**
 * Operation log: every back-office write (who, what, when, from where, how long, with what result),
 * paged, filtered and sorted on the server; a row opens the redacted summary of what was sent.
 */
export default function OperationLogListPage() {
  const { t } = useTranslation('platformLogs');
  const lang = useLang();
  const [modules, setModules] = useState<string[]>([]);
  useEffect(() => {
    fetchList<string[]>('/sys/opLog/modules', { silent: true })
      .then(setModules)
      .catch(() => setModules([]));
  }, []);

  const columns: ProColumns<OpLog>[] = [
    {
      title: t('opLog.time'),
      dataIndex: 'createTime',
      valueType: 'dateTime',
      sorter: true,
      defaultSortOrder: 'descend',
      search: false,
      width: 170,
    },
    {
      title: t('opLog.time'),
      dataIndex: 'range',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: (value) => toIsoRange(value) },
    },
    { title: t('opLog.username'), dataIndex: 'username', sorter: true, width: 130 },
    {
      title: t('opLog.module'),
      dataIndex: 'module',
      valueType: 'select',
      width: 190,
      fieldProps: { showSearch: true, options: modules.map((m) => ({ value: m, label: m })) },
      render: (_, log) => <Tag style={{ whiteSpace: 'normal' }}>{log.module}</Tag>,
    },
    { title: t('opLog.action'), dataIndex: 'action', search: false, width: 130 },
    {
      title: t('opLog.method'),
      dataIndex: 'method',
      valueType: 'select',
      width: 90,
      valueEnum: Object.fromEntries(METHODS.map((m) => [m, { text: m }])),
      render: (_, log) => <span className={styles.mono}>{log.method}</span>,
    },
    {
      title: t('opLog.result'),
      dataIndex: 'result',
      valueType: 'select',
      width: 170,
      valueEnum: { success: { text: t('opLog.success') }, failure: { text: t('opLog.failure') } },
      render: (_, log) => (
        <Tooltip title={`${log.status} · ${log.result}`}>
          <Tag color={log.success ? 'success' : 'error'} style={{ whiteSpace: 'normal' }}>
            {localizeServerMessage(log.result, lang)}
          </Tag>
        </Tooltip>
      ),
    },
    { title: t('opLog.status'), dataIndex: 'status', sorter: true, search: false, width: 90 },
    { title: t('opLog.duration'), dataIndex: 'durationMs', sorter: true, search: false, width: 120, align: 'right' },
    {
      title: t('opLog.ip'),
      dataIndex: 'ip',
      search: false,
      width: 130,
      render: (_, log) => <span className={styles.mono}>{log.ip}</span>,
    },
    {
      title: t('opLog.route'),
      dataIndex: 'route',
      search: false,
      ellipsis: true,
      width: 240,
      render: (_, log) => (
        <Tooltip title={log.permission ?? t('opLog.sessionOnly')}>
          <span className={styles.mono}>{log.route}</span>
        </Tooltip>
      ),
    },
    {
      title: t('opLog.requestId'),
      dataIndex: 'requestId',
      search: false,
      ellipsis: true,
      width: 120,
      render: (_, log) => <span className={styles.mono}>{log.requestId}</span>,
    },
  ];

  return (
    <Screen fallbackTitle={t('opLog.title')}>
      <ProTable<OpLog>
        rowKey="id"
        columns={columns}
        request={pagedRequest<OpLog>('/sys/opLog/list', {
          sortable: ['createTime', 'username', 'durationMs', 'status'],
        })}
        expandable={{ expandedRowRender: (log) => <Summary log={log} /> }}
        {...listSettings(20)}
        scroll={{ x: 1600 }}
      />
    </Screen>
  );
}
