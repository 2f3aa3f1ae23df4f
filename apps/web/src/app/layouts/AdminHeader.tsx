import {
  ExportOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
} from '@ant-design/icons';
import { Button, Layout, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../../components/LanguageSwitch';
import { UserDropdown } from '../../features/admin-shell/header/UserDropdown';
import { MenuSearch } from '../../features/admin-shell/menu-search/MenuSearch';
import type { Device } from '../../features/admin-shell/useDevice';
import { NoticeBell } from '../../features/announcements/components/NoticeBell';
import { useSignOut } from '../../features/auth/useSignOut';
import { CLIENT_HOME_PATH } from '../../lib/env';
import { AdminLogo } from './AdminLogo';
import { AdminMenu } from './AdminMenu';
import styles from './admin-layout.module.css';

interface Props {
  /** Side menu (with its toggle), top menu (in the header), or the phone drawer (with its toggle). */
  navigation: 'side' | 'top' | 'mobile';
  device: Device;
  menuTheme: 'dark' | 'light';
  menuOpen: boolean;
  onToggleMenu: () => void;
  fixed: boolean;
  visible: boolean;
  onSettings: () => void;
  onChangePassword: () => void;
  onSwitchDepart: () => void;
}

/**
 * SPEC §2 back-office header: the menu toggle (or the top menu), the welcome text (desktop and narrow
 * variants), menu search, the Client link (new window), language, settings, the user menu and sign-out.
 */
export function AdminHeader(props: Props) {
  const { navigation, device, menuTheme, menuOpen, onToggleMenu, fixed, visible } = props;
  const { t } = useTranslation(['admin', 'common']);
  const signOut = useSignOut();
  const top = navigation === 'top';
  const phone = device === 'mobile';
  const dark = top && menuTheme === 'dark';
  const className = [
    styles.header,
    dark ? styles.headerDark : '',
    fixed ? styles.headerFixed : '',
    visible ? '' : styles.headerHidden,
  ].join(' ');

  return (
    <Layout.Header className={className} data-testid="admin-header">
      {top ? (
        <>
          <AdminLogo theme={menuTheme} />
          <AdminMenu mode="horizontal" theme={menuTheme} />
        </>
      ) : (
        <>
          <Button
            type="text"
            className={styles.toggle}
            icon={menuOpen ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
            onClick={onToggleMenu}
            aria-label={menuOpen ? t('collapseMenu') : phone ? t('openMenu') : t('expandMenu')}
            aria-expanded={menuOpen}
          />
          <span className={styles.welcome}>{device === 'desktop' ? t('welcome') : t('welcomeShort')}</span>
        </>
      )}
      <div className={styles.tools}>
        {phone ? null : <MenuSearch className={styles.search} />}
        <a className={styles.tool} href={CLIENT_HOME_PATH} target="_blank" rel="noopener" title={t('clientHint')}>
          <ExportOutlined aria-hidden />
          {phone ? null : <span>{t('client')}</span>}
          <span className="visually-hidden">
            {phone ? t('client') : ''} {t('common:a11y.opensInNewTab')}
          </span>
        </a>
        <LanguageSwitch />
        {phone ? null : (
          <Tooltip title={t('settings.open')}>
            <Button type="text" icon={<SettingOutlined />} onClick={props.onSettings} aria-label={t('settings.open')} />
          </Tooltip>
        )}
        <NoticeBell />
        <UserDropdown
          compact={device !== 'desktop'}
          onChangePassword={props.onChangePassword}
          onSwitchDepart={props.onSwitchDepart}
          onSettings={props.onSettings}
          onSignOut={signOut}
        />
        {phone ? null : (
          <Tooltip title={t('signOut')}>
            <Button type="text" icon={<LogoutOutlined />} onClick={signOut} aria-label={t('signOut')} />
          </Tooltip>
        )}
      </div>
    </Layout.Header>
  );
}
