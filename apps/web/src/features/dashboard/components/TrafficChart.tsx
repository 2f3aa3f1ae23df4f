import type { DashboardDay } from '@csp/contract/core';
import { Card, Typography } from 'antd';
import type { EChartsCoreOption } from 'echarts/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../charts/components/EChart';
import styles from './dashboard.module.css';

/** One day-by-day line of counts, its marks and colour in `look`. */
function line(name: string, days: DashboardDay[], look: Record<string, unknown>) {
  return { type: 'line', name, data: days.map((d) => d.count), ...look };
}

/** Public page views and downloads of each of the last 30 days (UTC), two lines told apart by symbol too. */
export function TrafficChart({ visits, downloads }: { visits: DashboardDay[]; downloads: DashboardDay[] }) {
  const { t } = useTranslation('dashboard');
  const visitsName = t('traffic.visits');
  const downloadsName = t('traffic.downloads');
  const totals = {
    visits: visits.reduce((sum, d) => sum + d.count, 0),
    downloads: downloads.reduce((sum, d) => sum + d.count, 0),
  };
  const option = useMemo<EChartsCoreOption>(
    () => ({
      grid: { left: 48, right: 16, top: 16, bottom: 32 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'category', data: visits.map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        line(visitsName, visits, { symbol: 'circle', symbolSize: 6, itemStyle: { color: '#1677ff' } }),
        line(downloadsName, downloads, {
          symbol: 'triangle',
          symbolSize: 8,
          lineStyle: { type: 'dashed' },
          itemStyle: { color: '#d55e00' },
        }),
      ],
    }),
    [visits, downloads, visitsName, downloadsName],
  );
  return (
    <Card size="small" title={t('traffic.title')} extra={t('traffic.totals', totals)}>
      <div className={styles.legend}>
        <span>
          <span aria-hidden style={{ color: '#1677ff' }}>
            ●
          </span>{' '}
          {visitsName}
        </span>
        <span>
          <span aria-hidden style={{ color: '#d55e00' }}>
            ▲ - -
          </span>{' '}
          {downloadsName}
        </span>
      </div>
      <EChart option={option} label={t('traffic.label', totals)} height={280} testId="dashboard-traffic" />
      <Typography.Text type="secondary">{t('traffic.note')}</Typography.Text>
    </Card>
  );
}
