import { Drawer, Grid, Layout } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import siteLogo from '../../assets/logo-site.svg';
import { LoadingBlock } from '../../components/LoadingBlock';
import { SkipLink } from '../../components/SkipLink';
import { DEFAULT_HOME_PATH } from '../../lib/env';
import { readValue, writeValue } from '../../lib/storage';
import { STORAGE_KEYS } from '../../lib/storage-keys';
import { AdminBreadcrumb } from './AdminBreadcrumb';
import { AdminHeader } from './AdminHeader';
import { AdminMenu } from './AdminMenu';
import styles from './admin-layout.module.css';

/** SPEC §4: the mobile menu is a drawer 200 px wide. */
const DRAWER_WIDTH = 200;

/** The back office: side menu (a drawer on phones), header, the screen, footer. */
export default function AdminLayout() {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const mobile = screens.md === false;
  const [siderOpen, setSiderOpen] = useState(() => readValue<boolean>(STORAGE_KEYS.sidebarOpen) !== false);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const toggle = () => {
    if (mobile) return setDrawerOpen((open) => !open);
    setSiderOpen((open) => {
      writeValue(STORAGE_KEYS.sidebarOpen, !open);
      return !open;
    });
  };

  const logo = (
    <Link to={DEFAULT_HOME_PATH} className={styles.logo} aria-label={t('app.name')}>
      <img src={siteLogo} alt="" width={32} height={32} className={styles.logoImage} />
      <span className={styles.logoText}>{t('app.name')}</span>
    </Link>
  );

  return (
    <Layout className={styles.shell}>
      <SkipLink />
      {mobile ? (
        <Drawer
          placement="left"
          width={DRAWER_WIDTH}
          open={drawerOpen}
          onClose={() => setDrawerOpen(false)}
          closable={false}
          styles={{ body: { padding: 0, background: '#001529' } }}
        >
          {logo}
          <AdminMenu onNavigate={() => setDrawerOpen(false)} />
        </Drawer>
      ) : (
        <Layout.Sider collapsible collapsed={!siderOpen} trigger={null} width={208} className={styles.sider}>
          {logo}
          <AdminMenu />
        </Layout.Sider>
      )}
      <Layout>
        <AdminHeader menuOpen={mobile ? drawerOpen : siderOpen} onToggleMenu={toggle} />
        <Layout.Content id="main" tabIndex={-1} className={styles.content}>
          <AdminBreadcrumb />
          <Suspense fallback={<LoadingBlock minHeight={320} />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
        <Layout.Footer className={styles.footer}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Layout.Footer>
      </Layout>
    </Layout>
  );
}
