import type { Language } from '../../lib/language';
import type { RouteTitleKey } from '../../locales';
import type { MenuEntry } from './menu-types';

/** Translates a route title key of the web app's own locale files. */
export type RouteTitle = (key: RouteTitleKey) => string;

/** A menu entry's title in the user's language: the local key, else the server's title of that language. */
export function menuTitle(entry: MenuEntry, routeTitle: RouteTitle, lang: Language): string {
  const { titleKey, title, titleEn } = entry.meta;
  if (titleKey) return routeTitle(titleKey);
  if (lang === 'en') return titleEn || title || entry.name;
  return title || titleEn || entry.name;
}
