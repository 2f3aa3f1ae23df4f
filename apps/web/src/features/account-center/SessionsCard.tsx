import type { AccountSession } from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Popconfirm, Table, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import styles from './account.module.css';
import { fetchSessions, revokeSession, SESSIONS_KEY } from './api';

/** My live sessions (device, address, last seen); another one can be ended here, this one by signing out. */
export function SessionsCard() {
  const { t } = useTranslation('accountCenter');
  const { message } = App.useApp();
  const sessions = useQuery({ queryKey: SESSIONS_KEY, queryFn: fetchSessions });

  const revoke = async (session: AccountSession) => {
    try {
      const done = await revokeSession(session.id);
      message.success(done.message);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
    await sessions.refetch();
  };

  return (
    <Card title={t('sessions')} extra={<span className={styles.muted}>{t('sessionsHint')}</span>}>
      <Table<AccountSession>
        rowKey="id"
        size="small"
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        pagination={false}
        scroll={{ x: 600 }}
        columns={[
          {
            title: t('device'),
            dataIndex: 'device',
            render: (_, row) => (
              <Tooltip title={row.userAgent}>
                <span className={styles.device} data-testid="session-row">
                  <span>{row.device === '?' ? t('unknownDevice') : row.device}</span>
                  {row.current ? <Tag color="green">{t('thisSession')}</Tag> : null}
                </span>
              </Tooltip>
            ),
          },
          { title: t('address'), dataIndex: 'ip', render: (_, row) => row.ip ?? '—', width: 140 },
          {
            title: t('lastSeen'),
            dataIndex: 'lastSeen',
            width: 180,
            render: (_, row) => new Date(row.lastSeen).toLocaleString(),
          },
          {
            title: t('signedIn'),
            dataIndex: 'createTime',
            width: 180,
            render: (_, row) => new Date(row.createTime).toLocaleString(),
          },
          {
            title: '',
            key: 'revoke',
            width: 110,
            render: (_, row) =>
              row.current ? null : (
                <Popconfirm title={t('revokeConfirm')} onConfirm={() => revoke(row)}>
                  <Button type="link" danger size="small" data-testid="session-revoke">
                    {t('revoke')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Card>
  );
}
