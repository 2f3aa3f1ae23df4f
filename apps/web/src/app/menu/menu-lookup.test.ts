import { describe, expect, it } from 'vitest';
import { findMenuTrail, isInMenuSection, isVisible } from './menu-lookup';
import type { MenuEntry } from './menu-types';
import { STATIC_MENU } from './static-menu';

const serverMenu: MenuEntry[] = [
  {
    path: '/city',
    name: 'city',
    meta: { title: '城市数据', titleEn: 'City data' },
    children: [
      { path: '/city/list', name: 'city-list', meta: { title: '城市列表' } },
      { path: '/city/hidden', name: 'h', route: '0', meta: { title: 'x' } },
    ],
  },
];

describe('menu lookup', () => {
  it('finds the trail from the top entry down to the page', () => {
    expect(findMenuTrail(STATIC_MENU, '/dashboard/analysis').map((e) => e.path)).toEqual([
      '/dashboard',
      '/dashboard/analysis',
    ]);
    expect(findMenuTrail(serverMenu, '/city/list/').map((e) => e.name)).toEqual(['city', 'city-list']);
    expect(findMenuTrail(serverMenu, '/city/hidden')).toEqual([]);
  });

  it('knows the sections of the menu, for the back-office catch-all', () => {
    expect(isInMenuSection(STATIC_MENU, '/dashboard/workplace')).toBe(true);
    expect(isInMenuSection(STATIC_MENU, '/isps/other')).toBe(true);
    expect(isInMenuSection(STATIC_MENU, '/nowhere')).toBe(false);
    expect(isInMenuSection(STATIC_MENU, '/')).toBe(false);
  });

  it('leaves paths of entries with route "0" out of the sections (they go to 404)', () => {
    expect(isInMenuSection(serverMenu, '/city/other')).toBe(true);
    expect(isInMenuSection(serverMenu, '/city/hidden')).toBe(false);
    expect(isInMenuSection(serverMenu, '/City/Hidden/')).toBe(false);
  });

  it('hides hidden entries and entries not registered as routes', () => {
    expect(STATIC_MENU.filter(isVisible).map((e) => e.name)).toEqual(['dashboard']);
    expect(serverMenu[0]?.children?.filter(isVisible).map((e) => e.name)).toEqual(['city-list']);
  });
});
