import { Menu, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { type Language, resolveLanguage } from '../../lib/language';
import { menuIcon } from '../menu/menu-icons';
import { findMenuTrail, isVisible } from '../menu/menu-lookup';
import { menuTitle, type RouteTitle } from '../menu/menu-title';
import type { MenuEntry } from '../menu/menu-types';
import { useMenu } from '../menu/useMenu';

type Items = NonNullable<MenuProps['items']>;

function toItems(entries: readonly MenuEntry[], t: RouteTitle, lang: Language): Items {
  return entries.filter(isVisible).map((entry) => {
    const label = menuTitle(entry, t, lang);
    const icon = menuIcon(entry.meta.icon);
    const children = (entry.children ?? []).filter(isVisible);
    if (children.length > 0 || entry.alwaysShow) {
      return { key: entry.path, icon, label, children: toItems(children, t, lang) };
    }
    return { key: entry.path, icon, label: <Link to={entry.path}>{label}</Link> };
  });
}

/** The side menu, built from the user's menu entries (only visible ones); the current route is selected. */
export function AdminMenu({ theme = 'dark', onNavigate }: { theme?: 'dark' | 'light'; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation(['admin', 'routes']);
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  const menu = useMenu();
  const { pathname } = useLocation();
  const trail = findMenuTrail(menu, pathname).filter(isVisible);
  const selected = trail.at(-1)?.path;
  return (
    <nav aria-label={t('menu')}>
      <Menu
        theme={theme}
        mode="inline"
        items={toItems(menu, (key) => t(`routes:${key}`), lang)}
        selectedKeys={selected ? [selected] : []}
        defaultOpenKeys={trail.slice(0, -1).map((entry) => entry.path)}
        onClick={onNavigate}
      />
    </nav>
  );
}
