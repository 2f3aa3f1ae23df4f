import type { ComponentType } from 'react';
import { announcementScreens } from '../features/announcements/screens';
import { systemScreens } from '../features/system/screens';
import { lazyPage } from './lazy-page';

const loadHomePage = () => import('../features/home/pages/HomePage');
const loadDataQueryPage = () => import('../features/data-query/pages/DataQueryPage');
const loadDataComparisonPage = () => import('../features/data-comparison/pages/DataComparisonPage');

/**
 * The client screen a visitor opens directly, fetched together with the client layout rather than after it has
 * rendered (the layout and the screen are two lazy chunks; in turn they cost one more round trip and parse).
 */
function prefetchClientScreen(): void {
  const path = typeof window === 'undefined' ? '' : window.location.pathname.toLowerCase();
  if (path.startsWith('/client/dataquery')) void loadDataQueryPage();
  else if (path.startsWith('/client/datacomparison')) void loadDataComparisonPage();
  else if (path.startsWith('/client/homepage') || path === '/client' || path === '/client/') void loadHomePage();
}

/** Every layout and screen in its own chunk, so the client area never downloads the back office. */
export const ClientLayout = lazyPage(() => {
  prefetchClientScreen();
  return import('./layouts/ClientLayout');
});
export const UserLayout = lazyPage(() => import('./layouts/UserLayout'));
export const AdminLayout = lazyPage(() => import('./layouts/AdminLayout'));
export const AdminScreen = lazyPage(() => import('./AdminScreen'));

export const HomePage = lazyPage(loadHomePage);
export const DataQueryPage = lazyPage(loadDataQueryPage);
export const DataComparisonPage = lazyPage(loadDataComparisonPage);

export const LoginPage = lazyPage(() => import('../features/user/pages/LoginPage'));
export const RegisterPage = lazyPage(() => import('../features/user/pages/RegisterPage'));
export const RegisterResultPage = lazyPage(() => import('../features/user/pages/RegisterResultPage'));
export const AlterationPage = lazyPage(() => import('../features/user/pages/AlterationPage'));
export const ForgetPasswordPage = lazyPage(() => import('../features/user/pages/ForgetPasswordPage'));

export const AnalysisPage = lazyPage(() => import('../features/dashboard/pages/AnalysisPage'));
export const UserAnnouncementPage = lazyPage(() => import('../features/announcements/pages/UserAnnouncementPage'));
export const TestHomePage = lazyPage(() => import('../features/demo/pages/TestHomePage'));

/** Screens of server menu entries by their `component` name (SPEC §2 "Dynamic menu entries"). */
export const menuScreens: Record<string, ComponentType> = { ...systemScreens, ...announcementScreens };
