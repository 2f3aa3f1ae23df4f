import { permissions } from '@csp/contract/core';
import { Alert, Button, Col, Row, Skeleton, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminPageFrame } from '../../../components/AdminPageFrame';
import { useAccess } from '../../auth/access/useAccess';
import { useDashboardAnalysis } from '../api';
import { PublicationsChart } from '../components/PublicationsChart';
import { RecentDecisions } from '../components/RecentDecisions';
import { RecentUploads } from '../components/RecentUploads';
import { StatCards } from '../components/StatCards';
import { TrafficChart } from '../components/TrafficChart';

/** Dashboard analysis (SPEC §2, back office): the default page after login, from real queries. */
export default function AnalysisPage() {
  const { t } = useTranslation('routes');
  const { t: td } = useTranslation('dashboard');
  const allowed = useAccess().can(permissions.dashboardAnalysis);
  const analysis = useDashboardAnalysis(allowed);
  let body: ReactNode;
  if (!allowed) {
    body = <Alert type="info" showIcon message={td('noFigures')} />;
  } else if (analysis.isPending) {
    body = <Skeleton active />;
  } else if (analysis.isError) {
    body = (
      <Alert
        type="error"
        showIcon
        message={td('loadFailed', { message: analysis.error.message })}
        action={
          <Button size="small" onClick={() => analysis.refetch()}>
            {td('retry')}
          </Button>
        }
      />
    );
  } else {
    const data = analysis.data;
    body = (
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <StatCards data={data} />
        <PublicationsChart months={data.publications} />
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <RecentUploads uploads={data.recentUploads} />
          </Col>
          <Col xs={24} lg={12}>
            <RecentDecisions decisions={data.recentDecisions} />
          </Col>
        </Row>
        <TrafficChart visits={data.visitsPerDay} downloads={data.downloadsPerDay} />
      </Space>
    );
  }
  return <AdminPageFrame title={t('analysis')}>{body}</AdminPageFrame>;
}
