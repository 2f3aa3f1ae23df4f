import { Drawer, Layout } from 'antd';
import { MenuSearch } from '../../features/admin-shell/menu-search/MenuSearch';
import { AdminLogo } from './AdminLogo';
import { AdminMenu } from './AdminMenu';
import styles from './admin-layout.module.css';

/** SPEC §4: the mobile menu is a drawer 200 px wide. */
export const MOBILE_DRAWER_WIDTH = 200;
/** Wide enough for the longest English section names ("City data management") next to their icon and arrow. */
const SIDER_WIDTH = 256;

interface SiderProps {
  theme: 'dark' | 'light';
  collapsed: boolean;
  fixed: boolean;
}

/** The side menu of tablets and desktops: collapsible, optionally fixed while the page scrolls. */
export function AdminSider({ theme, collapsed, fixed }: SiderProps) {
  return (
    <Layout.Sider
      collapsible
      collapsed={collapsed}
      trigger={null}
      width={SIDER_WIDTH}
      theme={theme}
      className={styles.sider}
      style={fixed ? { position: 'sticky', top: 0, height: '100vh', overflow: 'auto' } : undefined}
    >
      <AdminLogo theme={theme} collapsed={collapsed} />
      <AdminMenu theme={theme} collapsed={collapsed} />
    </Layout.Sider>
  );
}

/** The phone menu: a 200 px drawer with the logo, the menu search and the menu. */
export function AdminMenuDrawer({
  theme,
  open,
  onClose,
}: {
  theme: 'dark' | 'light';
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      placement="left"
      width={MOBILE_DRAWER_WIDTH}
      open={open}
      onClose={onClose}
      closable={false}
      styles={{ body: { padding: 0, background: theme === 'dark' ? '#001529' : '#fff' } }}
    >
      <AdminLogo theme={theme} />
      <div className={styles.drawerSearch}>
        <MenuSearch className={styles.search} onNavigate={onClose} />
      </div>
      <AdminMenu theme={theme} onNavigate={onClose} />
    </Drawer>
  );
}
