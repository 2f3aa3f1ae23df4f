import { Menu, type MenuProps } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { Language } from '../../lib/language';
import { useLang } from '../../lib/useLang';
import { menuIcon } from '../menu/menu-icons';
import { findMenuTrail, isVisible } from '../menu/menu-lookup';
import { isExternalUrl } from '../menu/menu-routes';
import { menuTitle, type RouteTitle } from '../menu/menu-title';
import type { MenuEntry } from '../menu/menu-types';
import { useMenu } from '../menu/useMenu';

type Items = NonNullable<MenuProps['items']>;

function entryLink(entry: MenuEntry, label: string) {
  if (isExternalUrl(entry.meta.url)) {
    return (
      <a href={entry.meta.url} target="_blank" rel="noopener noreferrer" title={label}>
        {label}
      </a>
    );
  }
  if (entry.meta.internalOrExternal) {
    return (
      <a href={entry.path} target="_blank" rel="noopener" title={label}>
        {label}
      </a>
    );
  }
  return (
    <Link to={entry.path} title={label}>
      {label}
    </Link>
  );
}

function toItems(entries: readonly MenuEntry[], t: RouteTitle, lang: Language): Items {
  return entries.filter(isVisible).map((entry) => {
    const label = menuTitle(entry, t, lang);
    const icon = menuIcon(entry.meta.icon);
    const children = (entry.children ?? []).filter(isVisible);
    if (children.length > 0 || entry.alwaysShow) {
      // A name too long for the menu ends in an ellipsis; the whole name shows on hover.
      return { key: entry.path, icon, label: <span title={label}>{label}</span>, children: toItems(children, t, lang) };
    }
    return { key: entry.path, icon, label: entryLink(entry, label) };
  });
}

interface Props {
  mode?: 'inline' | 'horizontal';
  theme?: 'dark' | 'light';
  collapsed?: boolean;
  onNavigate?: () => void;
}

/** The side or top menu, built from the user's menu entries (only visible ones); the current route is selected. */
export function AdminMenu({ mode = 'inline', theme = 'dark', collapsed = false, onNavigate }: Props) {
  const { t } = useTranslation(['admin', 'routes']);
  const lang = useLang();
  const menu = useMenu();
  const { pathname } = useLocation();
  const trail = findMenuTrail(menu, pathname).filter(isVisible);
  const selected = trail.at(-1)?.path;
  const sections = trail
    .slice(0, -1)
    .map((entry) => entry.path)
    .join('\n');
  const [openKeys, setOpenKeys] = useState<string[]>(() => (sections ? sections.split('\n') : []));

  useEffect(() => {
    if (!sections) return;
    setOpenKeys((keys) => [...new Set([...keys, ...sections.split('\n')])]);
  }, [sections]);

  const inline = mode === 'inline';
  return (
    <nav aria-label={t('menu')} style={inline ? undefined : { flex: 1, minWidth: 0 }}>
      <Menu
        theme={theme}
        mode={mode}
        items={toItems(menu, (key) => t(`routes:${key}`), lang)}
        selectedKeys={selected ? [selected] : []}
        {...(inline ? { openKeys: collapsed ? [] : openKeys, onOpenChange: setOpenKeys } : {})}
        onClick={onNavigate}
        style={inline ? { borderInlineEnd: 0 } : { borderBottom: 0, background: 'transparent', lineHeight: '62px' }}
      />
    </nav>
  );
}
