import { ReloadOutlined } from '@ant-design/icons';
import { Button, Select, Space, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const INTERVALS = [5, 10, 30, 60];

interface Props {
  seconds: number;
  onSeconds(seconds: number): void;
  enabled: boolean;
  onEnabled(enabled: boolean): void;
  onRefresh(): void;
  updatedAt?: number;
  loading?: boolean;
}

/** Auto-refresh on/off, its interval, a refresh button and the time of the last update. */
export function RefreshControl({ seconds, onSeconds, enabled, onEnabled, onRefresh, updatedAt, loading }: Props) {
  const { t, i18n } = useTranslation('platformLogs');
  return (
    <Space wrap>
      <Switch checked={enabled} onChange={onEnabled} aria-label={t('monitor.autoRefresh')} />
      <span>{t('monitor.autoRefresh')}</span>
      <Select
        size="small"
        value={seconds}
        disabled={!enabled}
        onChange={onSeconds}
        aria-label={t('monitor.autoRefresh')}
        options={INTERVALS.map((s) => ({ value: s, label: t('monitor.every', { seconds: s }) }))}
        style={{ width: 120 }}
      />
      <Button size="small" icon={<ReloadOutlined />} onClick={onRefresh} loading={loading}>
        {t('monitor.refresh')}
      </Button>
      {updatedAt ? (
        <Typography.Text type="secondary">
          {t('monitor.updatedAt', { time: new Date(updatedAt).toLocaleTimeString(i18n.language) })}
        </Typography.Text>
      ) : null}
    </Space>
  );
}
