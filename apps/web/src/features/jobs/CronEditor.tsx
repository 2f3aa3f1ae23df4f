import { Button, Input, List, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverFieldErrors } from '../../lib/form-errors';
import { useLang } from '../../lib/useLang';
import { cronPreview } from './api';
import { CRON_PRESETS, formatRunTime } from './job-format';

interface Preview {
  runs: string[];
  timezone: string;
  error?: string;
}

/**
 * The cron field of the job form: the expression, presets, and the next five runs as the server computes
 * them (`/sys/quartzJob/cronPreview`, so the browser and the scheduler read the expression the same way).
 */
export function CronEditor({
  value,
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('jobs');
  const lang = useLang();
  const [preview, setPreview] = useState<Preview | null>(null);
  const [loading, setLoading] = useState(false);
  const text = value?.trim() ?? '';

  useEffect(() => {
    if (!text) {
      setPreview(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      setLoading(true);
      try {
        const reply = await cronPreview(text, controller.signal);
        setPreview({ runs: reply.nextRuns, timezone: reply.timezone });
      } catch (error) {
        if (controller.signal.aborted) return;
        const field = serverFieldErrors(error)[0]?.message;
        setPreview({
          runs: [],
          timezone: '',
          error: field ?? (error instanceof Error ? error.message : String(error)),
        });
      } finally {
        if (!controller.signal.aborted) setLoading(false);
      }
    }, 350);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text]);

  const locale = lang === 'zh' ? 'zh-CN' : 'en-GB';
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={6}>
      <Input
        id={id}
        value={value}
        onChange={(e) => onChange?.(e.target.value)}
        maxLength={100}
        placeholder="0 2 * * *"
      />
      <Space size={4} wrap aria-label={t('presets')}>
        <Typography.Text type="secondary">{t('presets')}:</Typography.Text>
        {CRON_PRESETS.map((preset) => (
          <Button key={preset.key} size="small" onClick={() => onChange?.(preset.expression)}>
            {t(`preset.${preset.key}`)}
          </Button>
        ))}
      </Space>
      <div data-testid="cron-preview" aria-live="polite">
        {!text ? (
          <Typography.Text type="secondary">{t('previewEmpty')}</Typography.Text>
        ) : loading && !preview ? (
          <Typography.Text type="secondary">{t('previewLoading')}</Typography.Text>
        ) : preview?.error ? (
          <Typography.Text type="danger">{preview.error}</Typography.Text>
        ) : preview ? (
          <List
            size="small"
            header={<Typography.Text strong>{t('preview', { timezone: preview.timezone })}</Typography.Text>}
            dataSource={preview.runs}
            renderItem={(iso) => <List.Item>{formatRunTime(iso, locale, preview.timezone || undefined)}</List.Item>}
          />
        ) : null}
      </div>
    </Space>
  );
}
