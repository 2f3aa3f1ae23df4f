import type { DashboardMonth } from '@csp/contract/core';
import { Card, Typography } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../charts/components/EChart';

/** Bar chart of the values published in each of the last 12 months (the client area's ECharts setup). */
export function PublicationsChart({ months }: { months: DashboardMonth[] }) {
  const { t } = useTranslation('dashboard');
  const name = t('publications.values');
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: months.map((m) => m.month) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', name, data: months.map((m) => m.count), itemStyle: { color: '#1677ff' } }],
    }),
    [months, name],
  );
  return (
    <Card size="small" title={t('publications.title')}>
      <EChart option={option} label={t('publications.label')} height={280} testId="dashboard-publications" />
      <Typography.Text type="secondary">{t('publications.note')}</Typography.Text>
    </Card>
  );
}
