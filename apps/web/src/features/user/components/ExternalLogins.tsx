import { LoginOutlined } from '@ant-design/icons';
import type { LoginSettings } from '@csp/contract/core';
import { Button, Divider, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { thirdLoginUrl } from '../../auth/api';

/**
 * Buttons of the sign-in methods the server has configured (`/sys/loginSettings`): CAS single sign-on and
 * third-party providers. Nothing shows when none is configured.
 */
export function ExternalLogins({ settings }: { settings: LoginSettings | undefined }) {
  const { t } = useTranslation('user');
  if (!settings || (!settings.cas && settings.thirdLogin.length === 0)) return null;
  return (
    <div>
      <Divider plain>{t('external.or')}</Divider>
      <Space direction="vertical" style={{ width: '100%' }}>
        {settings.cas ? (
          <Button block icon={<LoginOutlined aria-hidden />} href={settings.cas.loginUrl}>
            {t('external.cas')}
          </Button>
        ) : null}
        {settings.thirdLogin.map((provider) => (
          <Button
            key={provider.source}
            block
            icon={<LoginOutlined aria-hidden />}
            href={thirdLoginUrl(provider.source)}
          >
            {t('external.third', { name: provider.name })}
          </Button>
        ))}
      </Space>
    </div>
  );
}
