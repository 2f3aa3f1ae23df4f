import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useMenuRoutes } from '../../../app/menu/useMenu';
import { currentTitleKey } from '../../../app/route-handle';
import type { RouteTitleKey } from '../../../locales';
import {
  type CloseRefusal,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  openTab,
  type TabState,
  tabKey,
} from './tab-list';
import { opensTab } from './tab-routing';

export type TabAction = 'refresh' | 'close' | 'closeLeft' | 'closeRight' | 'closeOthers';

/**
 * The open tabs of the multi-tab layout: every visited screen opens (or shows) its tab; actions close
 * tabs as SPEC §2 says, warning when the first page would close, and navigate when the shown tab goes.
 * `versions` grow on refresh, so the screen of that tab is built anew.
 */
export function useTabs() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const routes = useMenuRoutes();
  const [state, setState] = useState<TabState>(initialTabs);
  const [versions, setVersions] = useState<Record<string, number>>({});
  /** The route title of each tab's screen, for screens the menu does not name. */
  const [titleKeys, setTitleKeys] = useState<Record<string, RouteTitleKey>>({});
  const titleKey = currentTitleKey(useMatches());
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    if (!opensTab(routes, pathname)) return;
    setState((current) => openTab(current, pathname, search));
    if (titleKey) {
      const key = tabKey(pathname);
      setTitleKeys((all) => (all[key] === titleKey ? all : { ...all, [key]: titleKey }));
    }
  }, [routes, pathname, search, titleKey]);

  const apply = useCallback(
    (next: TabState | CloseRefusal) => {
      if (typeof next === 'string') {
        message.warning(t('tabs.firstCannotClose'));
        return;
      }
      setState(next);
      const shown = next.tabs.find((tab) => tab.key === next.active);
      if (shown && shown.key !== tabKey(pathname)) navigate(shown.fullPath);
    },
    [message, t, navigate, pathname],
  );

  const run = useCallback(
    (action: TabAction, key: string) => {
      const current = stateRef.current;
      switch (action) {
        case 'refresh':
          setVersions((all) => ({ ...all, [key]: (all[key] ?? 0) + 1 }));
          if (key !== current.active) {
            const tab = current.tabs.find((item) => item.key === key);
            if (tab) navigate(tab.fullPath);
          }
          return;
        case 'close':
          return apply(closeTab(current, key));
        case 'closeLeft':
          return apply(closeLeft(current, key));
        case 'closeRight':
          return apply(closeRight(current, key));
        case 'closeOthers':
          return apply(closeOthers(current, key));
      }
    },
    [apply, navigate],
  );

  const select = useCallback(
    (key: string) => {
      const tab = stateRef.current.tabs.find((item) => item.key === key);
      if (tab) navigate(tab.fullPath);
    },
    [navigate],
  );

  return { state, versions, titleKeys, run, select };
}

export type TabsModel = ReturnType<typeof useTabs>;
