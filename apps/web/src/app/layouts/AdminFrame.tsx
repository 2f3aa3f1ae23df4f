import { ConfigProvider, Layout } from 'antd';
import enUS from 'antd/es/locale/en_US';
import zhCN from 'antd/es/locale/zh_CN';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SkipLink } from '../../components/SkipLink';
import { useChangePassword } from '../../features/account/useChangePassword';
import { useDepartSwitch } from '../../features/admin-shell/departs/useDepartSwitch';
import { useAutoHideHeader } from '../../features/admin-shell/header/useAutoHideHeader';
import { useLayoutSettings } from '../../features/admin-shell/settings/LayoutSettingsContext';
import { SettingsDrawer } from '../../features/admin-shell/settings/SettingsDrawer';
import { useColorWeak } from '../../features/admin-shell/settings/useColorWeak';
import { KeepAliveOutlet } from '../../features/admin-shell/tabs/KeepAliveOutlet';
import { TabBar } from '../../features/admin-shell/tabs/TabBar';
import { useTabs } from '../../features/admin-shell/tabs/useTabs';
import { useDevice } from '../../features/admin-shell/useDevice';
import { readValue, writeValue } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { useLang } from '../../lib/useLang';
import { isKeepAlivePath } from '../menu/menu-routes';
import { useMenuRoutes } from '../menu/useMenu';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminHeader } from './AdminHeader';
import { AdminMenuDrawer, AdminSider } from './AdminSider';
import styles from './admin-layout.module.css';

/** The back-office frame, arranged by the layout settings: menu, header, tabs, breadcrumb, the screen, footer. */
export function AdminFrame() {
  const { t } = useTranslation();
  const lang = useLang();
  const { settings } = useLayoutSettings();
  const device = useDevice();
  const mobile = device === 'mobile';
  const navigation = mobile ? 'mobile' : settings.layoutMode === 'topmenu' ? 'top' : 'side';
  const [siderOpen, setSiderOpen] = useState(() => readValue<boolean>(STORAGE_KEYS.sidebarOpen) !== false);
  const [tabletOpen, setTabletOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const password = useChangePassword();
  const depart = useDepartSwitch();
  const tabs = useTabs();
  const routes = useMenuRoutes();
  const headerVisible = useAutoHideHeader(settings.fixedHeader && settings.autoHideHeader);
  useColorWeak(settings.colorWeak);

  const menuOpen = mobile ? drawerOpen : device === 'tablet' ? tabletOpen : siderOpen;
  const toggle = () => {
    if (mobile) return setDrawerOpen((open) => !open);
    if (device === 'tablet') return setTabletOpen((open) => !open);
    setSiderOpen((open) => {
      writeValue(STORAGE_KEYS.sidebarOpen, !open);
      return !open;
    });
  };
  const fixedWidth = settings.contentWidth === 'Fixed' ? styles.fixedWidth : '';

  return (
    // The ES locale modules: `antd/locale/*` (CommonJS) reaches the app as `{ default }` in the build.
    <ConfigProvider
      locale={lang === 'zh' ? zhCN : enUS}
      theme={{ token: { colorPrimary: settings.themeColor, colorLink: settings.themeColor } }}
    >
      <Layout className={styles.shell} data-layout={navigation} data-testid="admin-shell">
        <SkipLink />
        {navigation === 'mobile' ? (
          <AdminMenuDrawer theme={settings.menuTheme} open={drawerOpen} onClose={() => setDrawerOpen(false)} />
        ) : navigation === 'side' ? (
          <AdminSider theme={settings.menuTheme} collapsed={!menuOpen} fixed={settings.fixedSidebar} />
        ) : null}
        <Layout className={styles.main}>
          <AdminHeader
            navigation={navigation}
            device={device}
            menuTheme={settings.menuTheme}
            menuOpen={menuOpen}
            onToggleMenu={toggle}
            fixed={settings.fixedHeader}
            visible={headerVisible}
            onSettings={() => setSettingsOpen(true)}
            onChangePassword={password.open}
            onSwitchDepart={depart.open}
          />
          {settings.multiTab ? <TabBar model={tabs} /> : null}
          <Layout.Content id="main" tabIndex={-1} className={styles.content}>
            <div className={fixedWidth}>
              <AdminBreadcrumb className={styles.breadcrumb} />
              {settings.multiTab ? (
                <KeepAliveOutlet
                  openKeys={tabs.state.tabs.map((tab) => tab.key)}
                  keepAlive={(key) => isKeepAlivePath(routes, key)}
                  versions={tabs.versions}
                />
              ) : (
                <Suspense fallback={<LoadingBlock minHeight={320} />}>
                  <Outlet />
                </Suspense>
              )}
            </div>
          </Layout.Content>
          <Layout.Footer className={styles.footer}>
            {t('footer.copyright', { year: new Date().getFullYear() })}
          </Layout.Footer>
        </Layout>
        <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
        {password.dialog}
        {depart.dialog}
      </Layout>
    </ConfigProvider>
  );
}
