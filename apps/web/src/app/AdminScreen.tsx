import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { AdminPageFrame } from '../components/AdminPageFrame';
import { useLang } from '../lib/useLang';
import { findMenuTrail, isInMenuSection } from './menu/menu-lookup';
import { menuTitle } from './menu/menu-title';
import { useMenu } from './menu/useMenu';
import { menuScreens } from './pages';

/**
 * The back-office catch-all. A path of the user's menu (or of a section the menu knows) shows its page
 * frame until its screen is built; an entry with a redirect goes there; any other path goes to /404.
 */
export default function AdminScreen() {
  const { t } = useTranslation(['common', 'routes']);
  const lang = useLang();
  const menu = useMenu();
  const { pathname } = useLocation();
  const entry = findMenuTrail(menu, pathname).at(-1);

  if (entry?.redirect) return <Navigate to={entry.redirect} replace />;
  const Screen = entry?.component ? menuScreens[entry.component] : undefined;
  if (Screen) return <Screen />;
  if (!entry && !isInMenuSection(menu, pathname)) return <Navigate to="/404" replace />;
  return (
    <AdminPageFrame title={entry ? menuTitle(entry, (key) => t(`routes:${key}`), lang) : t('routes:backOffice')} />
  );
}
