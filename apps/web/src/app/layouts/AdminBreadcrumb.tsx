import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useMatches } from 'react-router';
import { DEFAULT_HOME_PATH } from '../../lib/env';
import { useLang } from '../../lib/useLang';
import { findMenuTrail } from '../menu/menu-lookup';
import { menuTitle } from '../menu/menu-title';
import { useMenu } from '../menu/useMenu';
import { currentTitleKey } from '../route-handle';

/** Home (/dashboard/analysis), then the menu entries down to the current screen (SPEC §2). */
export function AdminBreadcrumb({ className }: { className?: string }) {
  const { t } = useTranslation(['common', 'routes', 'admin']);
  const lang = useLang();
  const menu = useMenu();
  const { pathname } = useLocation();
  const matches = useMatches();
  const trail = findMenuTrail(menu, pathname);
  const titleKey = currentTitleKey(matches);

  // An entry may ask for no header content (SPEC §2 `meta.hiddenHeaderContent`).
  if (trail.at(-1)?.meta.hiddenHeaderContent) return null;
  const items = [{ key: 'home', title: <Link to={DEFAULT_HOME_PATH}>{t('admin:home')}</Link> }];
  const isHome = (path: string) => path.replace(/\/+$/, '').toLowerCase() === DEFAULT_HOME_PATH.toLowerCase();
  if (trail.length > 0) {
    // The home entry is the first crumb already.
    for (const entry of trail.filter((item) => !isHome(item.path)))
      items.push({ key: entry.path, title: <span>{menuTitle(entry, (key) => t(`routes:${key}`), lang)}</span> });
  } else if (!isHome(pathname)) {
    items.push({ key: 'current', title: <span>{t(`routes:${titleKey ?? 'backOffice'}`)}</span> });
  }
  return (
    <nav aria-label={t('a11y.breadcrumb')} className={className}>
      <Breadcrumb items={items} />
    </nav>
  );
}
