import { KeyOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Divider, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/Screen';
import { useChangePassword } from '../account/useChangePassword';
import { fetchProfile, PROFILE_KEY } from './api';
import { MailboxForm } from './MailboxForm';
import { PreferencesForm } from './PreferencesForm';

/** Account settings (/account/settings): security (mailbox, password) and preferences. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('accountCenter');
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  const password = useChangePassword();
  return (
    <Screen fallbackTitle={t('settingsTitle')}>
      <Card>
        <Tabs
          items={[
            {
              key: 'security',
              label: t('security'),
              children: (
                <>
                  <Typography.Title level={5}>{t('mailbox')}</Typography.Title>
                  <Typography.Paragraph type="secondary">{t('mailboxHint')}</Typography.Paragraph>
                  <MailboxForm profile={profile.data} />
                  <Divider />
                  <Typography.Title level={5}>{t('password')}</Typography.Title>
                  <Typography.Paragraph type="secondary">{t('passwordHint')}</Typography.Paragraph>
                  <Button icon={<KeyOutlined />} onClick={password.open}>
                    {t('changePassword')}
                  </Button>
                  {password.dialog}
                </>
              ),
            },
            { key: 'preferences', label: t('preferences'), children: <PreferencesForm /> },
          ]}
        />
      </Card>
    </Screen>
  );
}
