import { ApartmentOutlined, KeyOutlined, LogoutOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAccountMenuItems } from '../../account-center/useAccountMenuItems';
import { usePreferredLanguage } from '../../account-center/usePreferredLanguage';
import { useCurrentUser } from '../../auth/useCurrentUser';
import { currentGreetingPeriod } from '../greeting';
import styles from './header.module.css';

interface Props {
  compact: boolean;
  onChangePassword: () => void;
  onSwitchDepart: () => void;
  onSettings: () => void;
  onSignOut: () => void;
}

/** An avatar path the browser can load (an absolute URL, a site path or a data URL); else the icon shows. */
const avatarSource = (avatar: string | null | undefined) =>
  avatar && /^(https?:\/\/|\/|data:image\/)/i.test(avatar) ? avatar : undefined;

/** Avatar and nickname; its menu: greeting, password modification, department switch, settings, sign-out. */
export function UserDropdown({ compact, onChangePassword, onSwitchDepart, onSettings, onSignOut }: Props) {
  const { t } = useTranslation('admin');
  const user = useCurrentUser();
  const name = user?.realname || user?.username || '';
  const greeting = t(`greeting.${currentGreetingPeriod()}`);
  const accountItems = useAccountMenuItems();
  usePreferredLanguage();

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: [
          { key: 'greeting', label: t('greetingUser', { greeting, name }), disabled: true },
          { type: 'divider' },
          ...accountItems,
          { key: 'password', icon: <KeyOutlined />, label: t('userMenu.changePassword'), onClick: onChangePassword },
          { key: 'depart', icon: <ApartmentOutlined />, label: t('userMenu.switchDepart'), onClick: onSwitchDepart },
          { key: 'settings', icon: <SettingOutlined />, label: t('userMenu.settings'), onClick: onSettings },
          { type: 'divider' },
          { key: 'signOut', icon: <LogoutOutlined />, label: t('userMenu.signOut'), onClick: onSignOut },
        ],
      }}
    >
      <Button type="text" className={styles.user} aria-label={t('userMenu.label', { name })} data-testid="user-menu">
        <Avatar size="small" src={avatarSource(user?.avatar)} icon={<UserOutlined />} alt="" />
        {compact ? null : <span className={styles.userName}>{name}</span>}
      </Button>
    </Dropdown>
  );
}
