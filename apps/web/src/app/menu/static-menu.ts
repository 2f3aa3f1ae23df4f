import type { MenuEntry } from './menu-types';

/**
 * The back-office menu until the server menu arrives (a later issue): the dashboard, plus the hidden
 * entries of back-office routes that exist without a menu item.
 */
export const STATIC_MENU: MenuEntry[] = [
  {
    path: '/dashboard',
    name: 'dashboard',
    redirect: '/dashboard/analysis',
    meta: { titleKey: 'dashboard', icon: 'dashboard' },
    children: [
      {
        path: '/dashboard/analysis',
        name: 'dashboard-analysis',
        component: 'dashboard/Analysis',
        meta: { titleKey: 'analysis' },
      },
    ],
  },
  {
    path: '/isps/userAnnouncement',
    name: 'isps-userAnnouncement',
    hidden: true,
    meta: { titleKey: 'userAnnouncement', hidden: true },
  },
  {
    path: '/test/home',
    name: 'TestHome',
    hidden: true,
    meta: { titleKey: 'testHome', hidden: true },
  },
];
