/**
 * Permission codes (JeecgBoot `perms`). Every non-public route names one of these;
 * `public` marks the routes open without a session.
 */
export const permissions = {
  systemMonitor: 'system:monitor',
} as const;
export type PermissionCode = (typeof permissions)[keyof typeof permissions];
