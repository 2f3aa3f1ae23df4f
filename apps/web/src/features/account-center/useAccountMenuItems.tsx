import { IdcardOutlined, ProfileOutlined } from '@ant-design/icons';
import type { MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_CENTER_PATH, ACCOUNT_SETTINGS_PATH } from './routes';

/** The user dropdown's links to the account center and settings. */
export function useAccountMenuItems(): NonNullable<MenuProps['items']> {
  const { t } = useTranslation('accountCenter');
  const navigate = useNavigate();
  return [
    {
      key: 'accountCenter',
      icon: <IdcardOutlined />,
      label: t('centerTitle'),
      onClick: () => navigate(ACCOUNT_CENTER_PATH),
    },
    {
      key: 'accountSettings',
      icon: <ProfileOutlined />,
      label: t('settingsTitle'),
      onClick: () => navigate(ACCOUNT_SETTINGS_PATH),
    },
  ];
}
