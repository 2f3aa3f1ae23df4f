import {
  AppstoreOutlined,
  BarChartOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  NotificationOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons by the names menu entries carry (`meta.icon`); unknown names get none. */
const ICONS: Record<string, ReactNode> = {
  dashboard: <DashboardOutlined />,
  appstore: <AppstoreOutlined />,
  'bar-chart': <BarChartOutlined />,
  database: <DatabaseOutlined />,
  'file-text': <FileTextOutlined />,
  notification: <NotificationOutlined />,
  setting: <SettingOutlined />,
  team: <TeamOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
