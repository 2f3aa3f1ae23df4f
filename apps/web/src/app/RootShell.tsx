import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { LoadingBlock } from '../components/LoadingBlock';
import { AccessGuard } from './guards/AccessGuard';
import { useDocumentTitle } from './hooks/useDocumentTitle';

/** The root of every route: access rules, the tab title, and the fallback while a layout's chunk loads. */
export function RootShell() {
  useDocumentTitle();
  return (
    <AccessGuard>
      <Suspense fallback={<LoadingBlock minHeight={400} />}>
        <Outlet />
      </Suspense>
    </AccessGuard>
  );
}
