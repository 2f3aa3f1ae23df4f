import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { CLIENT_HOME_PATH } from '../lib/env';
import { lazyAntdPage, lazyPage, loadAntdPage } from './lazy-page';
import { RootShell } from './RootShell';
import type { RouteHandle } from './route-handle';
import * as Page from './route-pages';

const title = (titleKey: RouteHandle['titleKey']): RouteHandle => ({ titleKey });

// The error pages are antd screens: fetched (with antd) only when shown, so they stay out of the app's entry.
const loadErrorPages = () => import('../features/errors/pages/ErrorPage');
const ForbiddenPage = lazyAntdPage(() => loadErrorPages().then((m) => ({ default: m.ForbiddenPage })), {
  backOffice: false,
});
const NotFoundPage = lazyAntdPage(() => loadErrorPages().then((m) => ({ default: m.NotFoundPage })), {
  backOffice: false,
});
const ServerErrorPage = lazyAntdPage(() => loadErrorPages().then((m) => ({ default: m.ServerErrorPage })), {
  backOffice: false,
});

// The standalone result pages (SPEC §2): the outcome of a submitted task.
const loadResultPages = () => import('../features/errors/pages/ResultPage');
const SuccessResultPage = lazyAntdPage(() => loadResultPages().then((m) => ({ default: m.SuccessResultPage })), {
  backOffice: false,
});
const FailResultPage = lazyAntdPage(() => loadResultPages().then((m) => ({ default: m.FailResultPage })), {
  backOffice: false,
});

/** What a route shows when it fails and the error screen itself cannot be fetched (the network is gone). */
function PlainRouteError() {
  const { t } = useTranslation(['common', 'errors']);
  return (
    <main id="main" role="alert" style={{ padding: 48, textAlign: 'center' }}>
      <p>{t('errors:chunkFailed')}</p>
      <button type="button" onClick={() => window.location.reload()}>
        {t('actions.reload')}
      </button>
    </main>
  );
}

const LazyRouteError = lazyPage(() =>
  loadAntdPage(() => import('./components/RouteError').then((m) => ({ default: m.RouteError })), {
    providers: 'app',
    backOffice: false,
  }).catch(() => ({ default: PlainRouteError })),
);

function RouteError() {
  return (
    <Suspense fallback={null}>
      <LazyRouteError />
    </Suspense>
  );
}

/** The route tree of SPEC §2. Route ids carry the SPEC's route names where it gives one. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootShell />,
    errorElement: <RouteError />,
    children: [
      {
        path: 'user',
        element: <Page.UserLayout />,
        children: [
          { index: true, element: <Navigate to="/user/login" replace /> },
          { path: 'login', id: 'login', element: <Page.LoginPage />, handle: title('login') },
          {
            path: 'forgetPassword',
            id: 'forgetPassword',
            element: <Page.ForgetPasswordPage />,
            handle: title('forgetPassword'),
          },
          { path: 'register', id: 'register', element: <Page.RegisterPage />, handle: title('register') },
          {
            path: 'register-result',
            id: 'registerResult',
            element: <Page.RegisterResultPage />,
            handle: title('registerResult'),
          },
          { path: 'alteration', id: 'alteration', element: <Page.AlterationPage />, handle: title('alteration') },
        ],
      },
      {
        path: 'client',
        element: <Page.ClientLayout />,
        children: [
          { index: true, element: <Navigate to="/client/homePage" replace /> },
          { path: 'homePage', id: 'homePage', element: <Page.HomePage />, handle: title('homePage') },
          { path: 'dataQuery', id: 'dataQuery', element: <Page.DataQueryPage />, handle: title('dataQuery') },
          {
            path: 'dataComparison',
            id: 'dataComparison',
            element: <Page.DataComparisonPage />,
            handle: title('dataComparison'),
          },
          { path: 'developers', id: 'developers', element: <Page.DevelopersPage />, handle: title('developers') },
          // A client path that names no page: the home page, never the sign-in page (guards/access.ts).
          { path: '*', element: <Navigate to={CLIENT_HOME_PATH} replace /> },
        ],
      },
      // The embedded chart (issue 19): no site chrome, the one page other sites may frame.
      { path: 'embed/chart', id: 'embedChart', element: <Page.EmbedChartPage />, handle: title('embedChart') },
      { path: '403', element: <ForbiddenPage />, handle: title('forbidden') },
      { path: '404', element: <NotFoundPage />, handle: title('notFound') },
      { path: '500', element: <ServerErrorPage />, handle: title('serverError') },
      {
        path: 'result',
        children: [
          { path: 'success', id: 'resultSuccess', element: <SuccessResultPage />, handle: title('resultSuccess') },
          { path: 'fail', id: 'resultFail', element: <FailResultPage />, handle: title('resultFail') },
        ],
      },
      {
        id: 'admin',
        element: <Page.AdminLayout />,
        children: [
          // `/` is the public home page for everyone (guards/access.ts); the back office starts at its home path.
          { index: true, id: 'dashboard', element: <Navigate to={CLIENT_HOME_PATH} replace /> },
          { path: 'dashboard/analysis', id: 'analysis', element: <Page.AnalysisPage />, handle: title('analysis') },
          {
            path: 'isps/userAnnouncement',
            id: 'userAnnouncement',
            element: <Page.UserAnnouncementPage />,
            handle: title('userAnnouncement'),
          },
          {
            path: 'test',
            children: [
              { index: true, element: <Navigate to="/test/home" replace /> },
              { path: 'home', id: 'TestHome', element: <Page.TestHomePage />, handle: title('testHome') },
            ],
          },
          // Screens of the server menu not built yet, or unknown paths (→ /404): decided by the menu.
          { path: '*', element: <Page.AdminScreen />, handle: title('backOffice') },
        ],
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
