/** Data value status (SPEC §3, §4). */
export const dataStatuses = ['pending', 'canExamine', 'canPublish', 'published', 'reject'] as const;
export type DataStatus = (typeof dataStatuses)[number];

/** Data log types (SPEC §3). */
export const logTypes = ['create', 'update', 'pass', 'logReject', 'publish', 'unpublish', 'delete', 'submit'] as const;
export type LogType = (typeof logTypes)[number];

/** Announcement priority codes (SPEC §9). */
export const priorities = ['L', 'M', 'H'] as const;
export type Priority = (typeof priorities)[number];

/** Query dimension indexes (SPEC §9). */
export const queryDimensions = { city: 1, indicator: 2 } as const;

/** Locally stored keys of the web client (SPEC §3). */
export const storageKeys = {
  accessToken: 'Access-Token',
  agreeStandard: 'AGREE_STANDARD',
  tenantId: 'TENANT_ID',
  loginUsername: 'Login_Username',
  loginUserinfo: 'Login_Userinfo',
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  language: 'language',
} as const;

/** Business constants (SPEC §9). */
export const limits = {
  sessionTtlMs: 604_800_000,
  requestTimeoutMs: 1_800_000,
  carouselMin: 1,
  carouselMax: 5,
  carouselImageBytes: 10 * 1024 * 1024,
  videoBytes: 50 * 1024 * 1024,
  dataFileBytes: 50 * 1024 * 1024,
  passwordMin: 8,
  passwordMax: 12,
  passwordInputMax: 20,
  noticePollMs: 6000,
  socketReconnectMs: 5000,
  heartbeatMs: 20_000,
  chartStartYear: 1960,
} as const;
