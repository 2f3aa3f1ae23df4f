/** Announcement categories (JeecgBoot msgCategory): 1 notice, 2 system message (the bell's two tabs). */
export const announcementCategories = ['1', '2'] as const;
/** Who receives an announcement: every user, chosen users, the users of a role or of a department. */
export const announcementRecipientTypes = ['ALL', 'USER', 'ROLE', 'DEPART'] as const;
/** 0 draft, 1 released, 2 revoked (JeecgBoot sendStatus). */
export const announcementSendStatuses = ['0', '1', '2'] as const;
/** How the client opens an announcement: a built-in view (component) or a web page (url). */
export const announcementOpenTypes = ['component', 'url'] as const;
/** Live notice channel commands (SPEC §7 Notices): 'topic' for all users, 'user' for chosen ones. */
export const noticeCommands = ['topic', 'user'] as const;
/** What a client sends on the notice channel, and the server's answer (JeecgBoot `heartcheck`). */
export const noticeHeartbeatText = 'HeartBeat';
export const noticeHeartcheckCommand = 'heartcheck';
