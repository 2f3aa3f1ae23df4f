import { lazyPage } from './lazy-page';

/** Every layout and screen in its own chunk, so the client area never downloads the back office. */
export const ClientLayout = lazyPage(() => import('./layouts/ClientLayout'));
export const UserLayout = lazyPage(() => import('./layouts/UserLayout'));
export const AdminLayout = lazyPage(() => import('./layouts/AdminLayout'));
export const AdminScreen = lazyPage(() => import('./AdminScreen'));

export const HomePage = lazyPage(() => import('../features/home/pages/HomePage'));
export const DataQueryPage = lazyPage(() => import('../features/data-query/pages/DataQueryPage'));
export const DataComparisonPage = lazyPage(() => import('../features/data-comparison/pages/DataComparisonPage'));

export const LoginPage = lazyPage(() => import('../features/user/pages/LoginPage'));
export const RegisterPage = lazyPage(() => import('../features/user/pages/RegisterPage'));
export const RegisterResultPage = lazyPage(() => import('../features/user/pages/RegisterResultPage'));
export const AlterationPage = lazyPage(() => import('../features/user/pages/AlterationPage'));
export const ForgetPasswordPage = lazyPage(() => import('../features/user/pages/ForgetPasswordPage'));

export const AnalysisPage = lazyPage(() => import('../features/dashboard/pages/AnalysisPage'));
export const UserAnnouncementPage = lazyPage(() => import('../features/announcements/pages/UserAnnouncementPage'));
export const TestHomePage = lazyPage(() => import('../features/demo/pages/TestHomePage'));
