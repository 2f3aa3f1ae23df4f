import { ACCOUNT_ENTRIES } from '../../features/account-center/routes';
import type { MenuEntry } from './menu-types';

/**
 * Back-office routes of the web app that exist whatever the server menu says, as hidden entries (for
 * the breadcrumb and tab titles): the user's announcements, the demo page, the account center and settings.
 */
export const LOCAL_ENTRIES: MenuEntry[] = [
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
  ...ACCOUNT_ENTRIES,
];

/** The menu while the server's has not arrived: the dashboard, plus the local entries. */
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
  ...LOCAL_ENTRIES,
];
