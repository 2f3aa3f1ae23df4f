import type { RequestTrace } from '@csp/contract/core';
import { Alert, Checkbox, Input, Select, Space, Table, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/Screen';
import { useLang } from '../../lib/useLang';
import styles from '../system/shared/system.module.css';
import { useRequestTrace } from './api';
import { statusClass, statusColor } from './format';
import { RefreshControl } from './RefreshControl';

const CLASSES = ['2xx', '3xx', '4xx', '5xx'];
const METHODS = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** A filter of several fixed choices (none chosen: all pass). */
function ChoiceFilter({
  placeholder,
  label,
  choices,
  value,
  onChange,
}: {
  placeholder: string;
  label: string;
  choices: string[];
  value: string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Select
      mode="multiple"
      allowClear
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={onChange}
      options={choices.map((c) => ({ value: c, label: c }))}
      style={{ minWidth: 180 }}
    />
  );
}

/** Request trace: this instance's most recent requests with status and timing, filtered in the browser. */
export default function RequestTracePage() {
  const { t } = useTranslation('platformLogs');
  const lang = useLang();
  const [auto, setAuto] = useState(false);
  const [seconds, setSeconds] = useState(10);
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [methods, setMethods] = useState<string[]>([]);
  const [slowOnly, setSlowOnly] = useState(false);
  const [apiOnly, setApiOnly] = useState(true);
  const trace = useRequestTrace(auto ? seconds * 1000 : 0);
  const rows = useMemo(
    () =>
      (trace.data ?? []).filter(
        (r) =>
          (!search || r.url.toLowerCase().includes(search.toLowerCase())) &&
          (!statuses.length || statuses.includes(statusClass(r.status))) &&
          (!methods.length || methods.includes(r.method)) &&
          (!slowOnly || r.durationMs > 100) &&
          (!apiOnly || r.api),
      ),
    [trace.data, search, statuses, methods, slowOnly, apiOnly],
  );
  return (
    <Screen fallbackTitle={t('monitor.traceTitle')}>
      <Typography.Text type="secondary">{t('monitor.traceHint', { capacity: 500 })}</Typography.Text>
      <RefreshControl
        seconds={seconds}
        onSeconds={setSeconds}
        enabled={auto}
        onEnabled={setAuto}
        onRefresh={() => void trace.refetch()}
        updatedAt={trace.dataUpdatedAt || undefined}
        loading={trace.isFetching}
      />
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('monitor.searchUrl')}
          aria-label={t('monitor.searchUrl')}
          onSearch={(v) => setSearch(v.trim())}
          style={{ width: 260 }}
        />
        <ChoiceFilter
          placeholder={t('monitor.allStatuses')}
          label={t('monitor.status')}
          choices={CLASSES}
          value={statuses}
          onChange={setStatuses}
        />
        <ChoiceFilter
          placeholder={t('monitor.method')}
          label={t('monitor.method')}
          choices={METHODS}
          value={methods}
          onChange={setMethods}
        />
        <Checkbox checked={apiOnly} onChange={(e) => setApiOnly(e.target.checked)}>
          {t('monitor.apiOnly')}
        </Checkbox>
        <Checkbox checked={slowOnly} onChange={(e) => setSlowOnly(e.target.checked)}>
          {t('monitor.slowOnly')}
        </Checkbox>
      </Space>
      {trace.isError ? (
        <Alert type="error" showIcon message={t('monitor.loadFailed', { message: trace.error.message })} />
      ) : null}
      <Table<RequestTrace>
        data-testid="request-trace"
        rowKey={(r) => `${r.id}-${r.time}`}
        size="small"
        loading={trace.isPending}
        dataSource={rows}
        scroll={{ x: 1100 }}
        pagination={{ defaultPageSize: 50, showSizeChanger: true, pageSizeOptions: [20, 50, 100, 500] }}
        columns={[
          {
            title: t('monitor.time'),
            dataIndex: 'time',
            width: 110,
            render: (v: string) => new Date(v).toLocaleTimeString(lang),
          },
          {
            title: t('monitor.method'),
            dataIndex: 'method',
            width: 80,
            render: (v: string) => <span className={styles.mono}>{v}</span>,
          },
          {
            title: t('monitor.url'),
            dataIndex: 'url',
            ellipsis: true,
            render: (v: string) => <span className={styles.mono}>{v}</span>,
          },
          {
            title: t('monitor.status'),
            dataIndex: 'status',
            width: 90,
            sorter: (a, b) => a.status - b.status,
            render: (v: number) => <Tag color={statusColor(v)}>{v}</Tag>,
          },
          {
            title: t('monitor.duration'),
            dataIndex: 'durationMs',
            width: 120,
            align: 'right',
            sorter: (a, b) => a.durationMs - b.durationMs,
          },
          {
            title: t('monitor.route'),
            dataIndex: 'route',
            ellipsis: true,
            width: 220,
            render: (v: string | null) => <span className={styles.mono}>{v ?? '–'}</span>,
          },
          { title: t('monitor.user'), dataIndex: 'userId', width: 80, render: (v: string | null) => v ?? '–' },
          {
            title: t('monitor.ip'),
            dataIndex: 'ip',
            width: 120,
            render: (v: string | null) => <span className={styles.mono}>{v}</span>,
          },
          {
            title: t('monitor.requestId'),
            dataIndex: 'id',
            width: 110,
            ellipsis: true,
            render: (v: string) => <span className={styles.mono}>{v}</span>,
          },
        ]}
      />
    </Screen>
  );
}
