import { limits, storageKeys } from '@csp/contract/core';

/**
 * Every key the web client keeps in localStorage (SPEC §3). The session and licence keys come from the
 * contract so tests and the server agree on them; layout and theme keys are the web client's own.
 */
export const STORAGE_KEYS = {
  ...storageKeys,
  /** Sidebar open (true) or collapsed (false). */
  sidebarOpen: 'SIDEBAR_TYPE',
  /** Side menu theme: dark or light. */
  menuTheme: 'DEFAULT_THEME',
  /** Navigation mode: side or top menu. */
  layoutMode: 'DEFAULT_LAYOUT_MODE',
  /** Theme (primary) colour. */
  themeColor: 'DEFAULT_COLOR',
  colorWeak: 'DEFAULT_COLOR_WEAK',
  fixedHeader: 'DEFAULT_FIXED_HEADER',
  fixedSidebar: 'DEFAULT_FIXED_SIDEMENU',
  autoHideHeader: 'DEFAULT_FIXED_HEADER_HIDDEN',
  contentWidth: 'DEFAULT_CONTENT_WIDTH_TYPE',
  multiTab: 'DEFAULT_MULTI_PAGE',
  /** Button permissions of the signed-in user. */
  buttonAuth: 'SYS_BUTTON_AUTH',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Token, user info and dictionary cache live 7 days (SPEC §4, §9). */
export const SESSION_TTL_MS = limits.sessionTtlMs;
