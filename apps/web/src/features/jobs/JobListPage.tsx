import { PlusOutlined } from '@ant-design/icons';
import { type ProColumns, ProTable } from '@ant-design/pro-components';
import { permissions as p } from '@csp/contract/core';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RowActions } from '../../components/crud/RowActions';
import { useConfirmAction } from '../../components/crud/useConfirmAction';
import { useListTable } from '../../components/crud/useListTable';
import { Screen } from '../../components/Screen';
import { pickLanguage } from '../../lib/bilingual-text';
import { useInvalidatingMutation } from '../../lib/useInvalidatingMutation';
import { useLang } from '../../lib/useLang';
import { useAccess } from '../auth/access/useAccess';
import { deleteJob, jobKeys, listJobs, pauseJob, type QuartzJob, resumeJob, runJobNow } from './api';
import { JobFormModal } from './JobFormModal';
import { formatDuration, formatRunTime } from './job-format';
import { RunHistoryDrawer } from './RunHistoryDrawer';
import { useHandlerLabel } from './useHandlerLabel';

const runBadge = { success: 'success', failed: 'error', running: 'processing', missed: 'warning' } as const;

/** Scheduled jobs (JeecgBoot's quartz job screen): list, add, edit, pause, resume, run now, history, delete. */
export default function JobListPage() {
  const { t } = useTranslation('jobs');
  const { t: ts } = useTranslation('system');
  const lang = useLang();
  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  const { can } = useAccess();
  const label = useHandlerLabel();
  const [editing, setEditing] = useState<QuartzJob | null | undefined>(undefined);
  const [history, setHistory] = useState<QuartzJob | null>(null);
  const queryClient = useQueryClient();
  const confirm = useConfirmAction(() => undefined);
  const run = useInvalidatingMutation(runJobNow, [jobKeys.all]);
  const pause = useInvalidatingMutation(pauseJob, [jobKeys.all]);
  const resume = useInvalidatingMutation(resumeJob, [jobKeys.all]);
  const remove = useInvalidatingMutation(deleteJob, [jobKeys.all]);
  const nameOf = (job: QuartzJob) => pickLanguage(job.description, lang) || label(job.jobClassName);

  const columns: ProColumns<QuartzJob>[] = [
    {
      title: t('handler'),
      dataIndex: 'jobClassName',
      sorter: true,
      render: (_, job) => (
        <Space direction="vertical" size={0}>
          <span>{label(job.jobClassName)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {job.jobClassName}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('cronExpression'),
      dataIndex: 'cronExpression',
      search: false,
      render: (_, job) => <Typography.Text code>{job.cronExpression}</Typography.Text>,
    },
    { title: t('parameter'), dataIndex: 'parameter', search: false, ellipsis: true, responsive: ['xl'] },
    {
      title: t('description'),
      dataIndex: 'description',
      search: false,
      ellipsis: true,
      render: (_, job) => pickLanguage(job.description, lang),
    },
    {
      title: t('status'),
      dataIndex: 'status',
      sorter: true,
      valueType: 'select',
      valueEnum: { 0: { text: t('running') }, '-1': { text: t('paused') } },
      render: (_, job) => (job.status === 0 ? <Tag color="green">{t('running')}</Tag> : <Tag>{t('paused')}</Tag>),
    },
    {
      title: t('nextRun'),
      dataIndex: 'nextRun',
      search: false,
      render: (_, job) => (job.nextRun ? formatRunTime(job.nextRun, locale) : '–'),
    },
    {
      title: t('lastRun'),
      dataIndex: 'lastRun',
      search: false,
      render: (_, job) =>
        job.lastRun ? (
          <Space direction="vertical" size={0}>
            <Badge
              status={runBadge[job.lastRun.status as keyof typeof runBadge] ?? 'default'}
              text={t(`runs.${job.lastRun.status as 'success'}`)}
            />
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatRunTime(job.lastRun.startedAt, locale)} · {formatDuration(job.lastRun.durationMs)}
            </Typography.Text>
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('never')}</Typography.Text>
        ),
    },
    {
      title: ts('common.actions'),
      valueType: 'option',
      width: 240,
      render: (_, job) => (
        <RowActions
          name={nameOf(job)}
          inline={2}
          actions={[
            {
              key: 'run',
              label: t('runNow'),
              hidden: !can(p.jobRun),
              onClick: () =>
                confirm({
                  title: t('confirmRun', { name: nameOf(job) }),
                  call: async () => {
                    const done = await run.mutateAsync(job.id);
                    setHistory(job);
                    return done;
                  },
                }),
            },
            { key: 'history', label: t('history'), onClick: () => setHistory(job) },
            { key: 'edit', label: ts('common.edit'), hidden: !can(p.jobEdit), onClick: () => setEditing(job) },
            job.status === 0
              ? {
                  key: 'pause',
                  label: t('pause'),
                  hidden: !can(p.jobEdit),
                  onClick: () =>
                    confirm({ title: t('confirmPause', { name: nameOf(job) }), call: () => pause.mutateAsync(job.id) }),
                }
              : {
                  key: 'resume',
                  label: t('resume'),
                  hidden: !can(p.jobEdit),
                  onClick: () =>
                    confirm({
                      title: t('confirmResume', { name: nameOf(job) }),
                      call: () => resume.mutateAsync(job.id),
                    }),
                },
            {
              key: 'delete',
              label: ts('common.delete'),
              danger: true,
              hidden: !can(p.jobDelete),
              onClick: () =>
                confirm({
                  title: t('confirmDelete', { name: nameOf(job) }),
                  danger: true,
                  call: () => remove.mutateAsync(job.id),
                }),
            },
          ]}
        />
      ),
    },
  ];

  const { tableProps } = useListTable<QuartzJob>({
    keys: jobKeys,
    fetch: listJobs,
    columns,
    sortable: ['jobClassName', 'status'],
  });

  return (
    <Screen fallbackTitle={t('title')}>
      <ProTable<QuartzJob>
        rowKey="id"
        columns={columns}
        {...tableProps}
        search={{ labelWidth: 'auto' }}
        toolBarRender={() => [
          can(p.jobAdd) ? (
            <Button key="add" type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
              {t('add')}
            </Button>
          ) : null,
        ]}
      />
      <JobFormModal editing={editing} onClose={() => setEditing(undefined)} onSaved={() => setEditing(undefined)} />
      <RunHistoryDrawer
        job={history}
        title={history ? t('runs.title', { name: nameOf(history) }) : ''}
        onClose={() => {
          setHistory(null);
          // A run started from the drawer or the list may have finished since: its job's last run changed.
          void queryClient.invalidateQueries({ queryKey: jobKeys.lists() });
        }}
      />
    </Screen>
  );
}
