import { permissions } from '@csp/contract';
import { allows } from '../../plugins/auth.js';
import type { Principal } from '../../lib/principal.js';

/** Administrators of announcements see every announcement, drafts and recipients included. */
export const managesAnnouncements = (principal: Principal) => allows(principal, permissions.announcementList);
