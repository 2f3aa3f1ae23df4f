/** SPEC §9 map default: centred on latitude 39.12, longitude 117.20 (Tianjin), zoom 8. */
export const DEFAULT_CENTER: readonly [number, number] = [39.12, 117.2];
export const DEFAULT_ZOOM = 8;

/** A city within this distance of a dropped marker is the one the marker points at. */
export const SNAP_KM = 300;

/**
 * Map tiles only when a tile URL is set at build time (`VITE_MAP_TILE_URL`, e.g.
 * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, with `VITE_MAP_TILE_ATTRIBUTION`); otherwise the map
 * draws the offline country shapes alone, so it works with no internet.
 */
export function tileSettings(): { url: string; attribution: string } | null {
  const env = (import.meta.env ?? {}) as Record<string, string | undefined>;
  const url = env.VITE_MAP_TILE_URL?.trim();
  if (!url) return null;
  return { url, attribution: env.VITE_MAP_TILE_ATTRIBUTION?.trim() ?? '' };
}
