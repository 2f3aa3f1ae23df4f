import type { DashboardDecision } from '@csp/contract/core';
import { Card, List, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';

const typeColor: Record<DashboardDecision['logType'], string> = { pass: 'blue', logReject: 'red', publish: 'green' };

/** The ten latest review decisions: passes, rejections and publications. */
export function RecentDecisions({ decisions }: { decisions: DashboardDecision[] }) {
  const { t } = useTranslation('dashboard');
  const zh = useLang() === 'zh';
  return (
    <Card size="small" title={t('decisions.title')}>
      <List
        size="small"
        dataSource={decisions}
        locale={{ emptyText: t('decisions.empty') }}
        renderItem={(d) => (
          <List.Item key={d.id} extra={<Tag color={typeColor[d.logType]}>{t(`decisions.type.${d.logType}`)}</Tag>}>
            <List.Item.Meta
              title={[
                (zh ? d.seriesNameZh : d.seriesNameEn) ?? '',
                (zh ? d.placeNameZh : d.placeNameEn) ?? '',
                d.year ?? '',
              ]
                .filter((part) => part !== '')
                .join(' · ')}
              description={
                <Typography.Text type="secondary">
                  {[
                    d.note ?? '',
                    d.username ? t('decisions.by', { name: d.username }) : '',
                    dayjs(d.createdAt).format('YYYY-MM-DD HH:mm'),
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
