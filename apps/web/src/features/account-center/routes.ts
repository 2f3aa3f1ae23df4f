import type { MenuEntry } from '../../app/menu/menu-types';

export const ACCOUNT_CENTER_PATH = '/account/center';
export const ACCOUNT_SETTINGS_PATH = '/account/settings';

/**
 * The account pages as hidden local menu entries: every signed-in user has them whatever their roles
 * (the server's account routes need only a session); their screens are in `accountCenterScreens`.
 */
export const ACCOUNT_ENTRIES: MenuEntry[] = [
  {
    path: ACCOUNT_CENTER_PATH,
    name: 'account-center',
    component: 'account/Center',
    hidden: true,
    meta: { title: '个人中心', titleEn: 'Account center', hidden: true },
  },
  {
    path: ACCOUNT_SETTINGS_PATH,
    name: 'account-settings',
    component: 'account/Settings',
    hidden: true,
    meta: { title: '个人设置', titleEn: 'Account settings', hidden: true },
  },
];
