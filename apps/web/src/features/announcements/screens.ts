import type { ComponentType } from 'react';
import { lazyPage } from '../../app/lazy-page';

/**
 * The announcement screens by the `component` name of their server menu entry (db/seed/identity-menu.ts),
 * each in its own chunk: administration (/system/announcement) and the user's own list (/isps/userAnnouncement).
 */
export const announcementScreens: Record<string, ComponentType> = {
  'system/AnnouncementList': lazyPage(() => import('./pages/AnnouncementAdminPage')),
  'system/UserAnnouncementList': lazyPage(() => import('./pages/UserAnnouncementPage')),
};
