import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { Badge, Drawer, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toListQuery, toTableData } from '../../components/crud/list-query';
import { useLang } from '../../lib/useLang';
import { type JobRun, listRuns, type QuartzJob } from './api';
import { formatDuration, formatRunTime, hasRunning } from './job-format';

const statusBadge = { success: 'success', failed: 'error', running: 'processing', missed: 'warning' } as const;

/** The run history of a job (newest first, paged on the server); refreshes itself while a run is in progress. */
export function RunHistoryDrawer({
  job,
  title,
  onClose,
}: {
  job: QuartzJob | null;
  title: string;
  onClose: () => void;
}) {
  const { t } = useTranslation('jobs');
  const lang = useLang();
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  const [polling, setPolling] = useState(false);

  const columns: ProColumns<JobRun>[] = [
    {
      title: t('runs.startedAt'),
      dataIndex: 'startedAt',
      width: 170,
      render: (_, run) => formatRunTime(run.startedAt, locale),
    },
    {
      title: t('runs.trigger'),
      dataIndex: 'trigger',
      width: 100,
      render: (_, run) => <Tag>{t(`runs.${run.trigger}`)}</Tag>,
    },
    {
      title: t('runs.status'),
      dataIndex: 'status',
      width: 110,
      valueEnum: {
        success: { text: t('runs.success') },
        failed: { text: t('runs.failed') },
        running: { text: t('runs.running') },
      },
      render: (_, run) => <Badge status={statusBadge[run.status]} text={t(`runs.${run.status}`)} />,
    },
    {
      title: t('runs.duration'),
      dataIndex: 'durationMs',
      width: 100,
      search: false,
      render: (_, run) => formatDuration(run.durationMs),
    },
    {
      title: t('runs.output'),
      dataIndex: 'result',
      search: false,
      ellipsis: true,
      render: (_, run) =>
        run.error ? (
          <Typography.Text type="danger" title={run.error}>
            {run.error}
          </Typography.Text>
        ) : (
          <span title={run.result ?? ''}>{run.result ?? '–'}</span>
        ),
    },
    { title: t('runs.instance'), dataIndex: 'instance', search: false, width: 150, responsive: ['xl'], ellipsis: true },
  ];

  return (
    <Drawer title={title} open={job !== null} onClose={onClose} width={900} destroyOnHidden>
      {job ? (
        <div data-testid="job-runs">
          <ProTable<JobRun>
            rowKey="id"
            size="small"
            columns={columns}
            params={{ jobId: job.id }}
            polling={polling ? 2000 : undefined}
            request={async (params, sort) => {
              const page = await listRuns(toListQuery(params, sort));
              setPolling(hasRunning(page.records));
              return toTableData(page);
            }}
            search={{ labelWidth: 'auto', filterType: 'light' }}
            pagination={{ defaultPageSize: 10 }}
            options={{ density: false, setting: false, reload: true }}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
