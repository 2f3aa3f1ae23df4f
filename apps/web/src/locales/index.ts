import enAdmin from './en/admin.json';
import enAnnouncements from './en/announcements.json';
import enClient from './en/client.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enHome from './en/home.json';
import enLicence from './en/licence.json';
import enRoutes from './en/routes.json';
import enSystem from './en/system.json';
import enTransport from './en/transport.json';
import enUser from './en/user.json';
import zhAdmin from './zh/admin.json';
import zhAnnouncements from './zh/announcements.json';
import zhClient from './zh/client.json';
import zhCommon from './zh/common.json';
import zhDashboard from './zh/dashboard.json';
import zhErrors from './zh/errors.json';
import zhHome from './zh/home.json';
import zhLicence from './zh/licence.json';
import zhRoutes from './zh/routes.json';
import zhSystem from './zh/system.json';
import zhTransport from './zh/transport.json';
import zhUser from './zh/user.json';

/** Every namespace, one JSON file per language each (`src/locales/{en,zh}/<namespace>.json`). */
export const en = {
  common: enCommon,
  routes: enRoutes,
  client: enClient,
  home: enHome,
  licence: enLicence,
  user: enUser,
  admin: enAdmin,
  dashboard: enDashboard,
  system: enSystem,
  announcements: enAnnouncements,
  errors: enErrors,
  transport: enTransport,
};

/** Typed as the English set: a key missing in Chinese fails the type check. */
export const zh: typeof en = {
  common: zhCommon,
  routes: zhRoutes,
  client: zhClient,
  home: zhHome,
  licence: zhLicence,
  user: zhUser,
  admin: zhAdmin,
  dashboard: zhDashboard,
  system: zhSystem,
  announcements: zhAnnouncements,
  errors: zhErrors,
  transport: zhTransport,
};

export const resources = { en, zh } as const;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export type Namespace = keyof typeof en;
export type RouteTitleKey = keyof typeof enRoutes;
