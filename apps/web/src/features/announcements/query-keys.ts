/** TanStack Query keys of this feature; invalidating `all` refreshes the bell and both lists. */
export const announcementKeys = {
  all: ['announcements'] as const,
  bell: ['announcements', 'bell'] as const,
  mine: ['announcements', 'mine'] as const,
  admin: ['announcements', 'admin'] as const,
};
