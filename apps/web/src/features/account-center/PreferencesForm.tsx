import type { AccountPreferences } from '@csp/contract/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Radio, Skeleton, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { fetchPreferences, PREFERENCES_KEY, savePreferences } from './api';

/** Language (applied at each sign-in, and at once when chosen) and urgent announcements by mail; saved on change. */
export function PreferencesForm() {
  const { t } = useTranslation('accountCenter');
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const preferences = useQuery({ queryKey: PREFERENCES_KEY, queryFn: () => fetchPreferences() });
  if (!preferences.data) return <Skeleton active />;

  const save = async (change: Partial<AccountPreferences>) => {
    try {
      const done = await savePreferences(change);
      queryClient.setQueryData(PREFERENCES_KEY, done.result);
      if (change.language) await changeLanguage(change.language);
      message.success(done.message);
    } catch (error) {
      message.error(error instanceof Error ? error.message : String(error));
    }
  };
  const value = preferences.data;
  return (
    <Form layout="vertical" style={{ maxWidth: 480 }}>
      <Form.Item label={t('language')} extra={t('languageHint')}>
        <Radio.Group
          value={value.language ?? 'browser'}
          onChange={(e) => void save({ language: e.target.value === 'browser' ? null : e.target.value })}
          options={[
            { value: 'browser', label: t('languageBrowser') },
            { value: 'en', label: 'English' },
            { value: 'zh', label: '中文' },
          ]}
          data-testid="preferred-language"
        />
      </Form.Item>
      <Form.Item label={t('notifyByMail')} extra={t('notifyByMailHint')}>
        <Switch checked={value.notifyByMail} onChange={(checked) => void save({ notifyByMail: checked })} />
      </Form.Item>
    </Form>
  );
}
