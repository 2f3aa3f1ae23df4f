import enAccountCenter from './en/accountCenter.json';
import enAdmin from './en/admin.json';
import enAnnouncements from './en/announcements.json';
import enCityData from './en/cityData.json';
import enCityInfo from './en/cityInfo.json';
import enClient from './en/client.json';
import enCommon from './en/common.json';
import enDashboard from './en/dashboard.json';
import enErrors from './en/errors.json';
import enExplorer from './en/explorer.json';
import enGallery from './en/gallery.json';
import enGateway from './en/gateway.json';
import enHome from './en/home.json';
import enHomeAdmin from './en/homeAdmin.json';
import enJobs from './en/jobs.json';
import enLicence from './en/licence.json';
import enOnlineForm from './en/onlineForm.json';
import enOnlineReport from './en/onlineReport.json';
import enOssFiles from './en/ossFiles.json';
import enPlatformLogs from './en/platformLogs.json';
import enRichText from './en/richText.json';
import enRoutes from './en/routes.json';
import enRules from './en/rules.json';
import enSearch from './en/search.json';
import enSeriesAdmin from './en/seriesAdmin.json';
import enSystem from './en/system.json';
import enTransport from './en/transport.json';
import enUser from './en/user.json';
import zhAccountCenter from './zh/accountCenter.json';
import zhAdmin from './zh/admin.json';
import zhAnnouncements from './zh/announcements.json';
import zhCityData from './zh/cityData.json';
import zhCityInfo from './zh/cityInfo.json';
import zhClient from './zh/client.json';
import zhCommon from './zh/common.json';
import zhDashboard from './zh/dashboard.json';
import zhErrors from './zh/errors.json';
import zhExplorer from './zh/explorer.json';
import zhGallery from './zh/gallery.json';
import zhGateway from './zh/gateway.json';
import zhHome from './zh/home.json';
import zhHomeAdmin from './zh/homeAdmin.json';
import zhJobs from './zh/jobs.json';
import zhLicence from './zh/licence.json';
import zhOnlineForm from './zh/onlineForm.json';
import zhOnlineReport from './zh/onlineReport.json';
import zhOssFiles from './zh/ossFiles.json';
import zhPlatformLogs from './zh/platformLogs.json';
import zhRichText from './zh/richText.json';
import zhRoutes from './zh/routes.json';
import zhRules from './zh/rules.json';
import zhSearch from './zh/search.json';
import zhSeriesAdmin from './zh/seriesAdmin.json';
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
  jobs: enJobs,
  rules: enRules,
  platformLogs: enPlatformLogs,
  announcements: enAnnouncements,
  onlineForm: enOnlineForm,
  onlineReport: enOnlineReport,
  errors: enErrors,
  transport: enTransport,
  cityData: enCityData,
  richText: enRichText,
  homeAdmin: enHomeAdmin,
  cityInfo: enCityInfo,
  seriesAdmin: enSeriesAdmin,
  ossFiles: enOssFiles,
  gateway: enGateway,
  accountCenter: enAccountCenter,
  gallery: enGallery,
  explorer: enExplorer,
  search: enSearch,
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
  jobs: zhJobs,
  rules: zhRules,
  platformLogs: zhPlatformLogs,
  announcements: zhAnnouncements,
  onlineForm: zhOnlineForm,
  onlineReport: zhOnlineReport,
  errors: zhErrors,
  transport: zhTransport,
  cityData: zhCityData,
  richText: zhRichText,
  homeAdmin: zhHomeAdmin,
  cityInfo: zhCityInfo,
  seriesAdmin: zhSeriesAdmin,
  ossFiles: zhOssFiles,
  gateway: zhGateway,
  accountCenter: zhAccountCenter,
  gallery: zhGallery,
  explorer: zhExplorer,
  search: zhSearch,
};

export const resources = { en, zh } as const;
export const namespaces = Object.keys(en) as (keyof typeof en)[];
export type Namespace = keyof typeof en;
export type RouteTitleKey = keyof typeof enRoutes;
