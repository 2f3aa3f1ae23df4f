import { App } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { LoadingBlock } from '../../components/LoadingBlock';
import { LayoutSettingsProvider } from '../../features/admin-shell/settings/LayoutSettingsContext';
import { usePermissions } from '../../features/auth/usePermissions';
import { clearSession } from '../../lib/auth';
import { loginRedirectPath } from '../guards/access';
import { AdminFrame } from './AdminFrame';

/**
 * The back office (SPEC §2, §4): it fetches the user's permissions first (menu and routes are built from
 * them); when that fails the user is signed out and sent to the login page, back here after signing in.
 */
export default function AdminLayout() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const permissions = usePermissions();
  const failed = permissions.isError;

  useEffect(() => {
    if (!failed) return;
    message.error(t('menuFailed'));
    clearSession();
    navigate(loginRedirectPath(`${pathname}${search}`), { replace: true });
  }, [failed, message, t, navigate, pathname, search]);

  if (failed) return null;
  if (permissions.isPending) return <LoadingBlock minHeight={400} />;
  return (
    <LayoutSettingsProvider>
      <AdminFrame />
    </LayoutSettingsProvider>
  );
}
