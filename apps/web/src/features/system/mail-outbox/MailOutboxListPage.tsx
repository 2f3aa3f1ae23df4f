import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../../components/crud/list-query';
import { listSettings } from '../../../components/crud/server-list';
import { Screen } from '../../../components/Screen';
import { fetchPage } from '../../../lib/api-calls';

interface OutboxMail {
  id: string;
  channel: 'mail' | 'sms';
  recipient: string;
  subject: string;
  body: string;
  status: string;
  error: string | null;
  createTime: string;
}

/** Mails (and text messages) kept when no SMTP server (SMS_URL) is set, or refused by it: what users were sent. */
export default function MailOutboxListPage() {
  const { t } = useTranslation('system');
  const columns: ProColumns<OutboxMail>[] = [
    { title: t('outbox.time'), dataIndex: 'createTime', valueType: 'dateTime', search: false },
    {
      title: t('outbox.channel'),
      dataIndex: 'channel',
      valueType: 'select',
      valueEnum: { mail: { text: t('outbox.mail') }, sms: { text: t('outbox.sms') } },
      render: (_, mail) => <Tag>{mail.channel === 'sms' ? t('outbox.sms') : t('outbox.mail')}</Tag>,
    },
    { title: t('outbox.recipient'), dataIndex: 'recipient' },
    { title: t('outbox.subject'), dataIndex: 'subject', search: false, ellipsis: true },
    {
      title: t('common.status'),
      dataIndex: 'status',
      search: false,
      render: (_, mail) =>
        mail.status === 'failed' ? (
          <Tag color="error">{t('outbox.failed')}</Tag>
        ) : (
          <Tag color="processing">{t('outbox.kept')}</Tag>
        ),
    },
  ];
  return (
    <Screen fallbackTitle={t('outbox.title')}>
      <ProTable<OutboxMail>
        rowKey="id"
        columns={columns}
        request={async (params) =>
          toTableData(await fetchPage<OutboxMail>('/sys/mail/outbox/list', toListQuery(params)))
        }
        expandable={{
          expandedRowRender: (mail) => (
            <div>
              {mail.error ? <Typography.Paragraph type="danger">{mail.error}</Typography.Paragraph> : null}
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {mail.body}
              </Typography.Paragraph>
            </div>
          ),
        }}
        {...listSettings(10)}
      />
    </Screen>
  );
}
