interface Located {
  latitude: number;
  longitude: number;
}

const EARTH_KM = 6371;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: Located, b: Located): number {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The place nearest to a point, if one lies within `maxKm`. */
export function nearestCity<T extends Located>(point: Located, places: readonly T[], maxKm: number): T | undefined {
  let best: T | undefined;
  let bestKm = Number.POSITIVE_INFINITY;
  for (const place of places) {
    const km = distanceKm(point, place);
    if (km < bestKm) {
      best = place;
      bestKm = km;
    }
  }
  return bestKm <= maxKm ? best : undefined;
}

/** Longitude brought into -180..180 (a marker dragged across the date line). */
export function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180;
}
