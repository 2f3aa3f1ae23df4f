import { fetchCountries, geoKeys } from '../features/geo/api';
import { hasAcceptedLicence } from '../features/licence/licence-state';
import { licenceRequiredAt } from './layouts/client-nav';
import { lazyAntdPage, lazyPage, loadAntdPage } from './lazy-page';
import { queryClient } from './providers';

/*
 * The lazy layouts and screens of the route tree (router.tsx). They live apart from `menuScreens` (pages.ts),
 * so the app's entry does not carry the back office's screen registry: pages.ts, with every feature's
 * `screens.ts`, is loaded by the back office's AdminScreen only.
 */

// The home page shows a few antd components (carousel, video rates, error block): antd's theme comes with it.
const loadHomePage = () =>
  loadAntdPage(() => import('../features/home/pages/HomePage'), { providers: 'theme', backOffice: false });
const loadDataQueryPage = () => import('../features/data-query/pages/DataQueryPage');
const loadDataComparisonPage = () => import('../features/data-comparison/pages/DataComparisonPage');

const loadClientLayout = () => import('./layouts/ClientLayout');

/**
 * The client header's search box (issue 19), loaded on its first use. Declared here, beside the other lazy
 * imports of the entry, so its preload list adds a few names to the entry's rather than a list of its own to the
 * client layout's first load.
 */
export const loadSearchBox = () => import('../features/search/SearchBox');

/**
 * A visitor who opens a client page directly: the client layout and the screen are fetched together, and the
 * economies (where every client page starts) requested, while the app's entry is still starting React, not one
 * render after another; the data query's first search starts as soon as its code has arrived (warm-start.ts).
 */
function startClientPage(): void {
  const path = typeof window === 'undefined' ? '' : window.location.pathname.toLowerCase();
  if (path !== '/client' && !path.startsWith('/client/')) return;
  void loadClientLayout();
  // No data is asked for behind the licence: a page that needs it waits until it is accepted (the screen's own
  // requests start when it renders, after I AGREE); only its code is fetched ahead.
  const dataAllowed = !licenceRequiredAt(path) || hasAcceptedLicence();
  if (path.startsWith('/client/dataquery')) void loadDataQueryPage();
  else if (path.startsWith('/client/datacomparison')) void loadDataComparisonPage();
  if (!dataAllowed) return;
  void queryClient.prefetchQuery({ queryKey: geoKeys.countries, queryFn: ({ signal }) => fetchCountries(signal) });
  if (path.startsWith('/client/dataquery')) {
    void import('../features/data-query/warm-start').then((warm) => warm.warmFromLocation(queryClient));
  } else if (path.startsWith('/client/homepage') || path === '/client' || path === '/client/') void loadHomePage();
}
startClientPage();

/**
 * Every layout and screen in its own chunk, so the client area never downloads the back office. The client
 * layout and its screens render without antd; the sign-in and back-office layouts come with antd's providers
 * and the back office's translations (lazyAntdPage), and their screens render inside them.
 */
export const ClientLayout = lazyPage(loadClientLayout);
export const UserLayout = lazyAntdPage(() => import('./layouts/UserLayout'));
export const AdminLayout = lazyAntdPage(() => import('./layouts/AdminLayout'));
export const AdminScreen = lazyPage(() => import('./AdminScreen'));

export const HomePage = lazyPage(loadHomePage);
export const DataQueryPage = lazyPage(loadDataQueryPage);
export const DataComparisonPage = lazyPage(loadDataComparisonPage);
export const DevelopersPage = lazyPage(() => import('../features/developers/pages/DevelopersPage'));
export const EmbedChartPage = lazyPage(() => import('../features/data-query/explorer/EmbedChartPage'));

export const LoginPage = lazyPage(() => import('../features/user/pages/LoginPage'));
export const RegisterPage = lazyPage(() => import('../features/user/pages/RegisterPage'));
export const RegisterResultPage = lazyPage(() => import('../features/user/pages/RegisterResultPage'));
export const AlterationPage = lazyPage(() => import('../features/user/pages/AlterationPage'));
export const ForgetPasswordPage = lazyPage(() => import('../features/user/pages/ForgetPasswordPage'));

export const AnalysisPage = lazyPage(() => import('../features/dashboard/pages/AnalysisPage'));
export const UserAnnouncementPage = lazyPage(() => import('../features/announcements/pages/UserAnnouncementPage'));
export const TestHomePage = lazyPage(() => import('../features/demo/pages/TestHomePage'));
