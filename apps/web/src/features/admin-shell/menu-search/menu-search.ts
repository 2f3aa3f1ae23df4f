import { isVisible } from '../../../app/menu/menu-lookup';
import { isExternalUrl } from '../../../app/menu/menu-routes';
import type { MenuEntry } from '../../../app/menu/menu-types';

/** One screen the header's menu search can find: a visible leaf of the menu. */
export interface MenuSearchItem {
  path: string;
  /** An external address (opened in a new window) instead of a route. */
  url?: string;
  /** The title in the current language. */
  label: string;
  /** Titles of the entries above it, in the current language ("System / Users"). */
  section: string;
  /** Every text the query is matched against: titles in both languages and the path. */
  haystack: string;
}

export function searchableMenu(menu: readonly MenuEntry[], title: (entry: MenuEntry) => string): MenuSearchItem[] {
  const items: MenuSearchItem[] = [];
  const walk = (entries: readonly MenuEntry[], parents: MenuEntry[]) => {
    for (const entry of entries) {
      if (!isVisible(entry)) continue;
      const children = (entry.children ?? []).filter(isVisible);
      if (children.length > 0) {
        walk(children, [...parents, entry]);
        continue;
      }
      const label = title(entry);
      const texts = [label, entry.meta.title, entry.meta.titleEn, entry.path, ...parents.map(title)];
      items.push({
        path: entry.path,
        ...(isExternalUrl(entry.meta.url) ? { url: entry.meta.url } : {}),
        label,
        section: parents.map(title).join(' / '),
        haystack: texts.filter(Boolean).join('\n').toLowerCase(),
      });
    }
  };
  walk(menu, []);
  return items;
}

/** The items whose titles or path contain every word of the query (case-insensitive). */
export function matchMenu(items: readonly MenuSearchItem[], query: string): MenuSearchItem[] {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => words.every((word) => item.haystack.includes(word)));
}
