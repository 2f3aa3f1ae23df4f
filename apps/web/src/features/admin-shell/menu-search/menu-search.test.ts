import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../../app/menu/menu-types';
import { matchMenu, searchableMenu } from './menu-search';

const menu: MenuEntry[] = [
  { path: '/dashboard/analysis', name: 'd', meta: { title: '首页', titleEn: 'Dashboard' } },
  {
    path: '/system',
    name: 'system',
    meta: { title: '系统管理', titleEn: 'System' },
    children: [
      { path: '/system/user', name: 'u', meta: { title: '用户管理', titleEn: 'Users' } },
      { path: '/system/role', name: 'r', meta: { title: '角色管理', titleEn: 'Roles' } },
      { path: '/system/secret', name: 's', hidden: true, meta: { title: '隐藏', titleEn: 'Hidden' } },
      { path: '/system/off', name: 'o', route: '0', meta: { title: '未注册', titleEn: 'Off' } },
    ],
  },
  { path: '/apec', name: 'a', meta: { title: '亚太经合组织', titleEn: 'APEC', url: 'https://www.apec.org' } },
];

const english = (entry: MenuEntry) => entry.meta.titleEn ?? entry.name;

describe('menu search', () => {
  const items = searchableMenu(menu, english);

  it('lists the visible screens with their section', () => {
    expect(items.map((i) => [i.path, i.label, i.section])).toEqual([
      ['/dashboard/analysis', 'Dashboard', ''],
      ['/system/user', 'Users', 'System'],
      ['/system/role', 'Roles', 'System'],
      ['/apec', 'APEC', ''],
    ]);
    expect(items[3]?.url).toBe('https://www.apec.org');
  });

  it('matches titles in either language, sections and paths, ignoring case', () => {
    expect(matchMenu(items, 'users').map((i) => i.path)).toEqual(['/system/user']);
    expect(matchMenu(items, '角色').map((i) => i.path)).toEqual(['/system/role']);
    expect(matchMenu(items, 'SYSTEM').map((i) => i.path)).toEqual(['/system/user', '/system/role']);
    expect(matchMenu(items, 'system ro').map((i) => i.path)).toEqual(['/system/role']);
    expect(matchMenu(items, '/dashboard').map((i) => i.path)).toEqual(['/dashboard/analysis']);
    expect(matchMenu(items, 'hidden')).toEqual([]);
    expect(matchMenu(items, '  ')).toHaveLength(4);
  });
});
