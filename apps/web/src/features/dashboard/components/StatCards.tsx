import type { DashboardAnalysis } from '@csp/contract/core';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';

/** The platform's counts and the two review queues, one card each. */
export function StatCards({ data }: { data: DashboardAnalysis }) {
  const { t } = useTranslation('dashboard');
  const cards: { key: string; title: string; value: number }[] = [
    { key: 'economies', title: t('counts.economies'), value: data.counts.economies },
    { key: 'cities', title: t('counts.cities'), value: data.counts.cities },
    { key: 'series', title: t('counts.series'), value: data.counts.series },
    { key: 'publishedValues', title: t('counts.publishedValues'), value: data.counts.publishedValues },
    { key: 'toExamine', title: t('queues.toExamine'), value: data.queues.toExamine },
    { key: 'toPublish', title: t('queues.toPublish'), value: data.queues.toPublish },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.key} xs={12} md={8} xl={4}>
          <Card size="small" data-testid={`dashboard-${card.key}`}>
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
