import { BRAND_COLOR } from '../../../app/theme';
import { readValue, writeValue } from '../../../lib/storage';
import { STORAGE_KEYS } from '../../../lib/storage-keys';

/**
 * The settings drawer's choices (SPEC §2 "Settings drawer"), each remembered in localStorage under
 * its own key (SPEC §3 "layout, theme ... keys"); a missing or unreadable value takes its default.
 */
export interface LayoutSettings {
  menuTheme: 'dark' | 'light';
  themeColor: string;
  layoutMode: 'sidemenu' | 'topmenu';
  contentWidth: 'Fluid' | 'Fixed';
  fixedHeader: boolean;
  /** Hide the (fixed) header when the page scrolls past 100 px. */
  autoHideHeader: boolean;
  fixedSidebar: boolean;
  colorWeak: boolean;
  multiTab: boolean;
}

export const DEFAULT_SETTINGS: LayoutSettings = {
  menuTheme: 'dark',
  themeColor: BRAND_COLOR,
  layoutMode: 'sidemenu',
  contentWidth: 'Fluid',
  fixedHeader: false,
  autoHideHeader: false,
  fixedSidebar: false,
  colorWeak: false,
  multiTab: true,
};

/** The theme colours offered (the brand colour first), as Ant Design Pro offers them. */
export const THEME_COLORS = [
  { key: 'brand', color: BRAND_COLOR },
  { key: 'daybreak', color: '#1890ff' },
  { key: 'dust', color: '#f5222d' },
  { key: 'volcano', color: '#fa541c' },
  { key: 'sunset', color: '#faad14' },
  { key: 'cyan', color: '#13c2c2' },
  { key: 'green', color: '#52c41a' },
  { key: 'geekblue', color: '#2f54eb' },
  { key: 'purple', color: '#722ed1' },
] as const;

export type ThemeColorKey = (typeof THEME_COLORS)[number]['key'];

const STORAGE: Record<keyof LayoutSettings, string> = {
  menuTheme: STORAGE_KEYS.menuTheme,
  themeColor: STORAGE_KEYS.themeColor,
  layoutMode: STORAGE_KEYS.layoutMode,
  contentWidth: STORAGE_KEYS.contentWidth,
  fixedHeader: STORAGE_KEYS.fixedHeader,
  autoHideHeader: STORAGE_KEYS.autoHideHeader,
  fixedSidebar: STORAGE_KEYS.fixedSidebar,
  colorWeak: STORAGE_KEYS.colorWeak,
  multiTab: STORAGE_KEYS.multiTab,
};

const oneOf =
  <T extends string>(...allowed: T[]) =>
  (value: unknown): value is T =>
    typeof value === 'string' && (allowed as string[]).includes(value);
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isColor = (value: unknown): value is string => typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value);

const VALID: { [K in keyof LayoutSettings]: (value: unknown) => value is LayoutSettings[K] } = {
  menuTheme: oneOf('dark', 'light'),
  themeColor: isColor,
  layoutMode: oneOf('sidemenu', 'topmenu'),
  contentWidth: oneOf('Fluid', 'Fixed'),
  fixedHeader: isBoolean,
  autoHideHeader: isBoolean,
  fixedSidebar: isBoolean,
  colorWeak: isBoolean,
  multiTab: isBoolean,
};

function readOne<K extends keyof LayoutSettings>(key: K): LayoutSettings[K] {
  const stored = readValue(STORAGE[key]);
  return VALID[key](stored) ? stored : DEFAULT_SETTINGS[key];
}

export function readSettings(): LayoutSettings {
  const settings = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(STORAGE) as (keyof LayoutSettings)[]) {
    (settings as Record<string, unknown>)[key] = readOne(key);
  }
  return settings;
}

/** Remembers one choice; an invalid value is refused (returns false) and nothing is stored. */
export function writeSetting<K extends keyof LayoutSettings>(key: K, value: LayoutSettings[K]): boolean {
  if (!VALID[key](value)) return false;
  writeValue(STORAGE[key], value);
  return true;
}

/** The settings after one change, following the drawer's dependencies: no auto-hide without a fixed header. */
export function changeSetting<K extends keyof LayoutSettings>(
  current: LayoutSettings,
  key: K,
  value: LayoutSettings[K],
): LayoutSettings {
  const next = { ...current, [key]: value };
  if (key === 'fixedHeader' && value === false) next.autoHideHeader = false;
  return next;
}
