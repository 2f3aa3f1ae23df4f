import { ExportOutlined, LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Grid, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { useSignOut } from '../../features/auth/useSignOut';
import { getUserInfo } from '../../lib/auth';
import { CLIENT_HOME_PATH } from '../../lib/env';
import styles from './admin-layout.module.css';

interface Props {
  menuOpen: boolean;
  onToggleMenu: () => void;
}

/** Menu toggle, welcome text, Client link (new window), language switch, the user and sign-out. */
export function AdminHeader({ menuOpen, onToggleMenu }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const screens = Grid.useBreakpoint();
  const signOut = useSignOut();
  const user = getUserInfo();
  const userName = user?.realname || user?.username;
  const wide = screens.md !== false;

  return (
    <Layout.Header className={styles.header}>
      <Button
        type="text"
        className={styles.toggle}
        icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
        onClick={onToggleMenu}
        aria-label={menuOpen ? t('collapseMenu') : wide ? t('expandMenu') : t('openMenu')}
        aria-expanded={menuOpen}
      />
      <span className={styles.welcome}>{wide ? t('welcome') : t('welcomeShort')}</span>
      <div className={styles.tools}>
        <a className={styles.tool} href={CLIENT_HOME_PATH} target="_blank" rel="noopener">
          <ExportOutlined aria-hidden />
          <span>{t('client')}</span>
          <span className="visually-hidden">{t('common:a11y.opensInNewTab')}</span>
        </a>
        <LanguageSwitch />
        {userName ? (
          <span className={styles.user} title={t('user', { name: userName })}>
            <UserOutlined aria-hidden />
            <span className={styles.userName}>{userName}</span>
          </span>
        ) : null}
        <Tooltip title={t('signOut')}>
          <Button type="text" icon={<LogoutOutlined />} onClick={signOut} aria-label={t('signOut')} />
        </Tooltip>
      </div>
    </Layout.Header>
  );
}
