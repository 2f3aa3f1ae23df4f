import { DEFAULT_HOME_PATH } from '../../../lib/env';

/**
 * The multi-tab bar's list (SPEC §2 "Tabbed multi-page layout"), as pure operations. One tab per path;
 * the home tab (/dashboard/analysis) is always first and cannot be closed; the last remaining tab cannot
 * be closed either. Every operation returns the new list and the tab to show.
 */
export interface Tab {
  /** The path, normalised: the tab's identity. */
  key: string;
  /** The path with its search, as last visited: where the tab leads. */
  fullPath: string;
}

export interface TabState {
  tabs: Tab[];
  active: string;
}

export type CloseRefusal = 'home' | 'last';

export const HOME_TAB_KEY = tabKey(DEFAULT_HOME_PATH);

export function tabKey(pathname: string): string {
  return pathname.replace(/\/+$/, '') || '/';
}

const home = (): Tab => ({ key: HOME_TAB_KEY, fullPath: DEFAULT_HOME_PATH });

/** The state with only the home tab. */
export function initialTabs(): TabState {
  return { tabs: [home()], active: HOME_TAB_KEY };
}

function withHome(tabs: Tab[]): Tab[] {
  const rest = tabs.filter((tab) => tab.key !== HOME_TAB_KEY);
  return [tabs.find((tab) => tab.key === HOME_TAB_KEY) ?? home(), ...rest];
}

/** Visiting a path: its tab becomes active, added at the end when new, its last full path remembered. */
export function openTab(state: TabState, pathname: string, search = ''): TabState {
  const key = tabKey(pathname);
  const fullPath = `${key}${search}`;
  const exists = state.tabs.some((tab) => tab.key === key);
  const tabs = exists
    ? state.tabs.map((tab) => (tab.key === key ? { ...tab, fullPath } : tab))
    : [...state.tabs, { key, fullPath }];
  return { tabs: withHome(tabs), active: key };
}

/** Why a tab cannot be closed, or null when it can. */
export function closeRefusal(state: TabState, key: string): CloseRefusal | null {
  if (key === HOME_TAB_KEY) return 'home';
  if (state.tabs.length <= 1) return 'last';
  return null;
}

function keepActive(tabs: Tab[], previous: TabState, fallbackIndex: number): TabState {
  if (tabs.some((tab) => tab.key === previous.active)) return { tabs, active: previous.active };
  const next = tabs[Math.min(Math.max(fallbackIndex, 0), tabs.length - 1)] ?? home();
  return { tabs, active: next.key };
}

/** Closes one tab; closing the active one shows its right neighbour, else its left one. */
export function closeTab(state: TabState, key: string): TabState | CloseRefusal {
  const refusal = closeRefusal(state, key);
  if (refusal) return refusal;
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return state;
  const tabs = state.tabs.filter((tab) => tab.key !== key);
  return keepActive(tabs, state, index < tabs.length ? index : index - 1);
}

/** Closes the tabs left of `key` (the home tab stays). */
export function closeLeft(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return state;
  const tabs = withHome(state.tabs.slice(index));
  return keepActive(
    tabs,
    state,
    tabs.findIndex((tab) => tab.key === key),
  );
}

/** Closes the tabs right of `key`. */
export function closeRight(state: TabState, key: string): TabState {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  if (index < 0) return state;
  const tabs = withHome(state.tabs.slice(0, index + 1));
  return keepActive(tabs, state, tabs.length - 1);
}

/** Closes every tab but `key` (and the home tab). */
export function closeOthers(state: TabState, key: string): TabState {
  const tab = state.tabs.find((item) => item.key === key);
  if (!tab) return state;
  const tabs = withHome([tab]);
  return keepActive(tabs, state, tabs.length - 1);
}

/** Which context-menu actions make sense on a tab (disabled ones are shown greyed). */
export function tabActions(state: TabState, key: string) {
  const index = state.tabs.findIndex((tab) => tab.key === key);
  return {
    close: closeRefusal(state, key) === null,
    closeLeft: index > 1,
    closeRight: index >= 0 && index < state.tabs.length - 1,
    closeOthers: state.tabs.some((tab) => tab.key !== key && tab.key !== HOME_TAB_KEY),
  };
}
