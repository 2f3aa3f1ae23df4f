import { wrapLongitude } from './nearest-city';

/**
 * Keyboard access to the locating map under the chart (issue 19). It keeps the Map tab's model (one tab stop,
 * a live region, Enter opens) with the arrows fitting a map that locates rather than ranks: each arrow moves the
 * marker to the nearest city in that compass direction. Kept free of the DOM to be tested.
 */

interface Located {
  latitude: number;
  longitude: number;
}

/** The arrow keys and the direction (east, north) each one moves. */
const DIRECTIONS: Record<string, readonly [number, number]> = {
  ArrowRight: [1, 0],
  ArrowLeft: [-1, 0],
  ArrowUp: [0, 1],
  ArrowDown: [0, -1],
};

/** Whether the key is one of the arrows that move the marker. */
export function isStepKey(key: string): boolean {
  return key in DIRECTIONS;
}

/**
 * The city an arrow key moves the marker to from `from`: the nearest one (on a local flat projection, east-west
 * scaled by the latitude, across the date line) lying within 45° either side of the arrow's direction; undefined
 * when no city lies that way (the marker stays) or the key is not an arrow. Cities at the very same point as
 * `from` are skipped (reached by typing their name).
 */
export function stepCity<T extends Located>(places: readonly T[], from: Located, key: string): T | undefined {
  const direction = DIRECTIONS[key];
  if (!direction) return undefined;
  const [ex, ny] = direction;
  const scale = Math.cos((from.latitude * Math.PI) / 180);
  let best: T | undefined;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of places) {
    const dx = wrapLongitude(place.longitude - from.longitude) * scale;
    const dy = place.latitude - from.latitude;
    const along = dx * ex + dy * ny;
    const across = Math.abs(dx * ny - dy * ex);
    if (along <= 0 || across > along) continue;
    const distance = dx * dx + dy * dy;
    if (distance < bestDistance) {
      best = place;
      bestDistance = distance;
    }
  }
  return best;
}

/**
 * `+` (or `=`) and `-` zoom a map in and out from the keyboard, on both maps; true when the key was one of them
 * (its default then prevented).
 */
export function zoomByKey(
  e: { key: string; preventDefault(): void },
  map: { zoomIn(): unknown; zoomOut(): unknown } | null | undefined,
): boolean {
  if (e.key !== '+' && e.key !== '=' && e.key !== '-') return false;
  e.preventDefault();
  if (e.key === '-') map?.zoomOut();
  else map?.zoomIn();
  return true;
}
