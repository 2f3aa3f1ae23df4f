import { permissions } from '@csp/contract';
import type { Principal } from '../../lib/principal.js';
import { allows } from '../../plugins/auth.js';

/** Administrators of announcements see every announcement, drafts and recipients included. */
export const managesAnnouncements = (principal: Principal) => allows(principal, permissions.announcementList);
