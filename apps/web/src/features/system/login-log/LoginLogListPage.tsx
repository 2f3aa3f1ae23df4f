import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { loginMethods } from '@csp/contract/core';
import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { toIsoRange } from '../../../components/crud/list-query';
import { listSettings, pagedRequest } from '../../../components/crud/server-list';
import { Screen } from '../../../components/Screen';
import { localizeServerMessage } from '../../../lib/server-messages';
import { useLang } from '../../../lib/useLang';
import styles from '../shared/system.module.css';

interface LoginLog {
  id: string;
  username: string;
  action: string;
  method: string | null;
  result: string;
  ip: string | null;
  userAgent: string | null;
  createTime: string;
}

/** Results a login can have: success, or the message key of its failure. */
const RESULTS = [
  'success',
  'WrongUser',
  'VerificationCodeError',
  'LoginAgain',
  'Invalid',
  'accountPending',
  'accountFrozen',
  'loginLocked',
  'tooManyRequests',
];

/** Every login and sign-out with user, address, time and result; searched and sorted on the server. */
export default function LoginLogListPage() {
  const { t } = useTranslation('system');
  const lang = useLang();
  const resultText = (key: string) => (key === 'success' ? t('loginLog.success') : localizeServerMessage(key, lang));
  const columns: ProColumns<LoginLog>[] = [
    {
      title: t('loginLog.time'),
      dataIndex: 'createTime',
      valueType: 'dateTime',
      sorter: true,
      defaultSortOrder: 'descend',
      search: false,
    },
    {
      title: t('loginLog.time'),
      dataIndex: 'range',
      valueType: 'dateTimeRange',
      hideInTable: true,
      search: { transform: (value) => toIsoRange(value) },
    },
    { title: t('loginLog.username'), dataIndex: 'username', sorter: true },
    {
      title: t('loginLog.action'),
      dataIndex: 'action',
      valueType: 'select',
      valueEnum: { login: { text: t('loginLog.login') }, logout: { text: t('loginLog.logout') } },
    },
    {
      title: t('loginLog.method'),
      dataIndex: 'method',
      valueType: 'select',
      valueEnum: Object.fromEntries(loginMethods.map((m) => [m, { text: t(`loginLog.methods.${m}`) }])),
    },
    {
      title: t('loginLog.result'),
      dataIndex: 'result',
      valueType: 'select',
      fieldProps: { options: RESULTS.map((key) => ({ value: key, label: resultText(key) })) },
      render: (_, log) => <Tag color={log.result === 'success' ? 'success' : 'error'}>{resultText(log.result)}</Tag>,
    },
    { title: t('loginLog.ip'), dataIndex: 'ip', render: (_, r) => <span className={styles.mono}>{r.ip}</span> },
    {
      title: t('loginLog.userAgent'),
      dataIndex: 'userAgent',
      search: false,
      width: 280,
      ellipsis: true,
      render: (_, log) => <Tooltip title={log.userAgent}>{log.userAgent ?? ''}</Tooltip>,
    },
  ];
  return (
    <Screen fallbackTitle={t('loginLog.title')}>
      <ProTable<LoginLog>
        rowKey="id"
        columns={columns}
        request={pagedRequest<LoginLog>('/sys/loginLog/list', { sortable: ['createTime', 'username'] })}
        {...listSettings(20)}
      />
    </Screen>
  );
}
