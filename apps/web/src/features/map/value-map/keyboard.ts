/**
 * Keyboard access to the value map (issue 19): the places drawn are one list, largest value first, that the map's
 * single tab stop walks with the arrow keys (roving focus over the canvas). Kept free of the DOM to be tested.
 */

/** A place drawn on the map, where the keyboard cursor can stop. */
export interface KeyStop {
  /** The index of the place in the grid. */
  index: number;
  lat: number;
  lng: number;
  value: number;
  name: string;
}

/** The places in keyboard order: largest value first, then by name (a stable order for equal values). */
export function keyOrder<T extends KeyStop>(stops: readonly T[]): T[] {
  return [...stops].sort((a, b) => b.value - a.value || a.name.localeCompare(b.name) || a.index - b.index);
}

/** How far one PageUp/PageDown moves. */
export const PAGE_STEP = 10;

/**
 * The position the cursor moves to on a key (undefined: the key is not the cursor's, leave it to the page).
 * Right/Down: next (smaller) place; Left/Up: previous; PageDown/PageUp: ten on; Home/End: first and last.
 * The cursor stops at either end rather than wrapping round, so a screen reader user knows where the list ends.
 */
export function moveCursor(key: string, at: number | undefined, length: number): number | undefined {
  if (length === 0) return undefined;
  const from = at === undefined ? -1 : at;
  const clamp = (n: number) => Math.max(0, Math.min(length - 1, n));
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return clamp(from + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return clamp(at === undefined ? 0 : from - 1);
    case 'PageDown':
      return clamp(from + PAGE_STEP);
    case 'PageUp':
      return clamp(at === undefined ? 0 : from - PAGE_STEP);
    case 'Home':
      return 0;
    case 'End':
      return length - 1;
    default:
      return undefined;
  }
}

/**
 * Type-ahead: the next place after the cursor whose name starts with the letters typed (case- and
 * width-insensitive), searching round from the cursor; undefined when none does.
 */
export function findByPrefix(
  stops: readonly { name: string }[],
  prefix: string,
  at: number | undefined,
): number | undefined {
  const wanted = prefix.normalize('NFKC').toLocaleLowerCase();
  if (!wanted || stops.length === 0) return undefined;
  // A repeated single letter moves on to the next match; a longer prefix may stay on the current place.
  const start = at === undefined ? 0 : wanted.length === 1 ? at + 1 : at;
  for (let k = 0; k < stops.length; k++) {
    const i = (start + k) % stops.length;
    const name = stops[i]?.name.normalize('NFKC').toLocaleLowerCase() ?? '';
    if (name.startsWith(wanted)) return i;
  }
  return undefined;
}
