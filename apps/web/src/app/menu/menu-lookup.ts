import type { MenuEntry } from './menu-types';

const lower = (path: string) => path.replace(/\/+$/, '').toLowerCase();

export function isVisible(entry: MenuEntry): boolean {
  return !entry.hidden && !entry.meta.hidden && entry.route !== '0';
}

/** The entries from the top of the menu down to the one whose path is `pathname`; [] when none is. */
export function findMenuTrail(menu: readonly MenuEntry[], pathname: string): MenuEntry[] {
  const target = lower(pathname);
  for (const entry of menu) {
    if (entry.route === '0') continue;
    if (lower(entry.path) === target) return [entry];
    const below = findMenuTrail(entry.children ?? [], pathname);
    if (below.length > 0) return [entry, ...below];
  }
  return [];
}

/** Whether an entry whose route is "0" (not registered, SPEC §2) names exactly this path. */
export function isUnregistered(menu: readonly MenuEntry[], pathname: string): boolean {
  const target = lower(pathname);
  return menu.some(
    (entry) => (entry.route === '0' && lower(entry.path) === target) || isUnregistered(entry.children ?? [], pathname),
  );
}

function firstSegment(path: string): string {
  return lower(path).split('/').filter(Boolean)[0] ?? '';
}

/**
 * Whether a path lies in a section of the back office the menu knows (its first segment is the first
 * segment of some menu entry): such a path shows the "arrives with its issue" frame, any other goes to 404.
 */
export function isInMenuSection(menu: readonly MenuEntry[], pathname: string): boolean {
  const segment = firstSegment(pathname);
  if (!segment || isUnregistered(menu, pathname)) return false;
  const walk = (entries: readonly MenuEntry[]): boolean =>
    entries.some(
      (entry) => entry.route !== '0' && (firstSegment(entry.path) === segment || walk(entry.children ?? [])),
    );
  return walk(menu);
}
