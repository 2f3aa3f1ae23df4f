import type { DashboardUpload } from '@csp/contract/core';
import { Card, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';

const statusColor: Record<string, string> = { done: 'green', failed: 'red', processing: 'blue' };

/** The ten latest data uploads. */
export function RecentUploads({ uploads }: { uploads: DashboardUpload[] }) {
  const { t } = useTranslation('dashboard');
  const zh = useLang() === 'zh';
  return (
    <Card size="small" title={t('uploads.title')}>
      <List
        size="small"
        dataSource={uploads}
        locale={{ emptyText: t('uploads.empty') }}
        renderItem={(u) => (
          <List.Item
            key={u.id}
            extra={
              <Tag color={statusColor[u.status]}>{t(`uploads.status.${u.status}`, { defaultValue: u.status })}</Tag>
            }
          >
            <List.Item.Meta
              title={u.fileName ?? t('uploads.unnamed')}
              description={
                <Typography.Text type="secondary">
                  {[
                    (zh ? u.seriesNameZh : u.seriesNameEn) ?? '',
                    t('uploads.rows', { count: u.rowCount }),
                    u.username ?? '',
                    dayjs(u.createdAt).format('YYYY-MM-DD HH:mm'),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
