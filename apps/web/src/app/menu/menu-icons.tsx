import {
  ApartmentOutlined,
  AppstoreOutlined,
  AreaChartOutlined,
  BankOutlined,
  BarChartOutlined,
  CloudUploadOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FileTextOutlined,
  FundOutlined,
  GlobalOutlined,
  HomeOutlined,
  LineChartOutlined,
  MailOutlined,
  NotificationOutlined,
  SafetyOutlined,
  SettingOutlined,
  TableOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons by the names menu entries carry (`meta.icon`); unknown names get none. */
const ICONS: Record<string, ReactNode> = {
  apartment: <ApartmentOutlined />,
  'area-chart': <AreaChartOutlined />,
  bank: <BankOutlined />,
  'cloud-upload': <CloudUploadOutlined />,
  fund: <FundOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  'line-chart': <LineChartOutlined />,
  mail: <MailOutlined />,
  safety: <SafetyOutlined />,
  table: <TableOutlined />,
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

export function menuIcon(name: string | null | undefined): ReactNode {
  return name ? ICONS[name] : undefined;
}
