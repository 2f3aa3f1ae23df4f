import type { ComponentType } from 'react';
import { accountCenterScreens } from '../features/account-center/screens';
import { announcementScreens } from '../features/announcements/screens';
import { cityDataScreens } from '../features/city-data/screens';
import { cityInfoScreens } from '../features/city-info/screens';
import { gatewayScreens } from '../features/gateway/screens';
import { homeAdminScreens } from '../features/home-admin/screens';
import { jobsScreens } from '../features/jobs/screens';
import { platformLogScreens } from '../features/monitor/screens';
import { onlineFormScreens } from '../features/online-form/screens';
import { onlineReportScreens } from '../features/online-report/screens';
import { ossFileScreens } from '../features/oss-files/screens';
import { rulesScreens } from '../features/rules/screens';
import { seriesAdminScreens } from '../features/series-admin/screens';
import { systemScreens } from '../features/system/screens';

/** The route tree's layouts and screens (kept exported from here too). */
export * from './route-pages';

/** Screens of server menu entries by their `component` name (SPEC §2 "Dynamic menu entries"). */
export const menuScreens: Record<string, ComponentType> = {
  ...systemScreens,
  ...jobsScreens,
  ...rulesScreens,
  ...announcementScreens,
  ...onlineReportScreens,
  ...onlineFormScreens,
  ...ossFileScreens,
  ...gatewayScreens,
  ...accountCenterScreens,
  ...cityDataScreens,
  ...homeAdminScreens,
  ...cityInfoScreens,
  ...seriesAdminScreens,
  ...platformLogScreens,
};
