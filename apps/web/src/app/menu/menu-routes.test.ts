import { describe, expect, it } from 'vitest';
import { findMenuRoute, isKeepAlivePath, menuRoutes, withLocalEntries } from './menu-routes';
import type { MenuEntry } from './menu-types';
import { LOCAL_ENTRIES } from './static-menu';

const menu: MenuEntry[] = [
  { path: '/dashboard/analysis', name: 'dashboard-analysis', component: 'dashboard/Analysis', route: '1', meta: {} },
  {
    path: '/city',
    name: 'city',
    redirect: '/city/data/list',
    component: 'layouts/RouteView',
    route: '1',
    meta: { title: '城市数据管理', titleEn: 'City data management' },
    children: [
      { path: '/city/data/list', name: 'city-data-list', route: '1', meta: { keepAlive: true } },
      { path: '/city/detail', name: 'city-detail', route: '1', hidden: true, meta: { hidden: true } },
      {
        path: '/city/draft',
        name: 'city-draft',
        route: '0',
        meta: {},
        children: [{ path: '/city/draft/child', name: 'draft-child', route: '1', meta: {} }],
      },
      { path: '/apec', name: 'apec', route: '1', meta: { url: 'https://www.apec.org' } },
    ],
  },
];

describe('menu → routes (SPEC §2 dynamic menu entries)', () => {
  const routes = menuRoutes(menu);

  it('registers every entry and its children, hidden ones included', () => {
    expect(routes.map((r) => r.path)).toEqual(['/dashboard/analysis', '/city', '/city/data/list', '/city/detail']);
  });

  it('leaves out an entry whose route is "0", with everything below it', () => {
    expect(findMenuRoute(routes, '/city/draft')).toBeUndefined();
    expect(findMenuRoute(routes, '/city/draft/child')).toBeUndefined();
  });

  it('registers nothing for external links', () => {
    expect(findMenuRoute(routes, '/apec')).toBeUndefined();
  });

  it('keeps redirect, component, keep-alive flag and the trail of each route', () => {
    const city = findMenuRoute(routes, '/city/');
    expect(city).toMatchObject({ redirect: '/city/data/list', component: 'layouts/RouteView', keepAlive: false });
    const list = findMenuRoute(routes, '/City/Data/List');
    expect(list?.trail.map((e) => e.name)).toEqual(['city', 'city-data-list']);
    expect(isKeepAlivePath(routes, '/city/data/list')).toBe(true);
    expect(isKeepAlivePath(routes, '/city/detail')).toBe(false);
    expect(isKeepAlivePath(routes, '/nowhere')).toBe(false);
  });

  it('adds the local hidden routes the server menu lacks, without duplicates', () => {
    const merged = withLocalEntries(menu, LOCAL_ENTRIES);
    expect(merged.map((e) => e.path)).toEqual([
      '/dashboard/analysis',
      '/city',
      '/isps/userAnnouncement',
      '/test/home',
      '/account/center',
      '/account/settings',
    ]);
    const withServerNotices = withLocalEntries(
      [{ path: '/isps/userAnnouncement', name: 'n', route: '1', meta: { title: '我的消息' } }],
      LOCAL_ENTRIES,
    );
    expect(withServerNotices.map((e) => e.path)).toEqual([
      '/isps/userAnnouncement',
      '/test/home',
      '/account/center',
      '/account/settings',
    ]);
  });
});
