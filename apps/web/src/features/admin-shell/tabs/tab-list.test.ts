import { describe, expect, it } from 'vitest';
import { menuRoutes } from '../../../app/menu/menu-routes';
import type { MenuEntry } from '../../../app/menu/menu-types';
import {
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  HOME_TAB_KEY,
  initialTabs,
  openTab,
  type TabState,
  tabActions,
} from './tab-list';
import { opensTab } from './tab-routing';

const keys = (state: TabState | string) => (typeof state === 'string' ? state : state.tabs.map((tab) => tab.key));

function visit(...paths: string[]): TabState {
  return paths.reduce((state, path) => openTab(state, path), initialTabs());
}

describe('multi-tab list (SPEC §2)', () => {
  it('starts with the fixed home tab', () => {
    expect(initialTabs()).toEqual({
      tabs: [{ key: '/dashboard/analysis', fullPath: '/dashboard/analysis' }],
      active: HOME_TAB_KEY,
    });
  });

  it('opens one tab per path, at the end, and shows it', () => {
    const state = visit('/a', '/b', '/a/');
    expect(keys(state)).toEqual([HOME_TAB_KEY, '/a', '/b']);
    expect(state.active).toBe('/a');
  });

  it('remembers the last search of a tab', () => {
    const state = openTab(visit('/a'), '/a', '?page=2');
    expect(state.tabs[1]).toEqual({ key: '/a', fullPath: '/a?page=2' });
  });

  it('refuses to close the home tab and the last tab', () => {
    expect(closeTab(visit('/a'), HOME_TAB_KEY)).toBe('home');
    expect(closeTab(initialTabs(), HOME_TAB_KEY)).toBe('home');
    expect(closeTab({ tabs: [{ key: '/a', fullPath: '/a' }], active: '/a' }, '/a')).toBe('last');
  });

  it('closing the shown tab shows its right neighbour, else its left one', () => {
    const middle = closeTab(openTab(visit('/a', '/b', '/c'), '/b'), '/b');
    expect(middle).toMatchObject({ active: '/c' });
    expect(keys(middle)).toEqual([HOME_TAB_KEY, '/a', '/c']);
    expect(closeTab(visit('/a', '/b'), '/b')).toMatchObject({ active: '/a' });
  });

  it('closing another tab keeps the shown one', () => {
    expect(closeTab(visit('/a', '/b'), '/a')).toMatchObject({ active: '/b' });
  });

  it('close left keeps the home tab, the tab and those right of it', () => {
    const state = closeLeft(openTab(visit('/a', '/b', '/c', '/d'), '/a'), '/c');
    expect(keys(state)).toEqual([HOME_TAB_KEY, '/c', '/d']);
    expect(state.active).toBe('/c');
  });

  it('close right keeps the tabs up to it and shows it when the shown one went', () => {
    const state = closeRight(visit('/a', '/b', '/c'), '/a');
    expect(keys(state)).toEqual([HOME_TAB_KEY, '/a']);
    expect(state.active).toBe('/a');
    expect(keys(closeRight(visit('/a', '/b'), HOME_TAB_KEY))).toEqual([HOME_TAB_KEY]);
  });

  it('close others keeps the home tab and the tab', () => {
    const state = closeOthers(visit('/a', '/b', '/c'), '/b');
    expect(keys(state)).toEqual([HOME_TAB_KEY, '/b']);
    expect(state.active).toBe('/b');
    expect(keys(closeOthers(visit('/a', '/b'), HOME_TAB_KEY))).toEqual([HOME_TAB_KEY]);
  });

  it('offers only the actions that change something', () => {
    const state = visit('/a', '/b', '/c');
    expect(tabActions(state, HOME_TAB_KEY)).toEqual({
      close: false,
      closeLeft: false,
      closeRight: true,
      closeOthers: true,
    });
    expect(tabActions(state, '/a')).toEqual({ close: true, closeLeft: false, closeRight: true, closeOthers: true });
    expect(tabActions(state, '/c')).toEqual({ close: true, closeLeft: true, closeRight: false, closeOthers: true });
    expect(tabActions(initialTabs(), HOME_TAB_KEY).closeOthers).toBe(false);
  });

  it('opens no tab for / and for menu entries that only redirect', () => {
    const menu: MenuEntry[] = [
      {
        path: '/city',
        name: 'city',
        redirect: '/city/list',
        meta: {},
        children: [{ path: '/city/list', name: 'l', meta: {} }],
      },
    ];
    const routes = menuRoutes(menu);
    expect(opensTab(routes, '/')).toBe(false);
    expect(opensTab(routes, '/city')).toBe(false);
    expect(opensTab(routes, '/city/list')).toBe(true);
    expect(opensTab(routes, '/isps/userAnnouncement')).toBe(true);
  });
});
