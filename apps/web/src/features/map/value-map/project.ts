import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';

/**
 * The value map is centred on the Pacific (the APEC economies sit on both sides of it): longitudes west of
 * 25°W are moved one turn east, for the cities and for whole country polygons (so Chukotka joins Russia and the
 * Americas sit east of Asia). Antarctica (id 010), spread over every longitude, is left out.
 */
export const PACIFIC_SPLIT = -25;

export function pacificLongitude(longitude: number): number {
  return longitude < PACIFIC_SPLIT ? longitude + 360 : longitude;
}

function shiftRing(ring: Position[]): Position[] {
  return ring.map(([lng, lat, ...rest]) => [(lng as number) + 360, lat as number, ...rest]);
}

function meanLongitude(ring: Position[]): number {
  let sum = 0;
  for (const p of ring) sum += p[0] as number;
  return ring.length ? sum / ring.length : 0;
}

/** A ring cut by neither meridian but drawn across the antimeridian (points near both -180 and 180). */
function crossesAntimeridian(ring: Position[]): boolean {
  let west = false;
  let east = false;
  for (const p of ring) {
    const lng = p[0] as number;
    west ||= lng < -150;
    east ||= lng > 150;
  }
  return west && east;
}

function shiftPolygon(rings: Position[][]): Position[][] {
  const outer = rings[0];
  if (!outer) return rings;
  // A polygon across the antimeridian (Chukotka, Fiji, the Aleutians): its western points one turn east.
  if (crossesAntimeridian(outer)) {
    return rings.map((ring) =>
      ring.map(([lng, lat, ...rest]) => [pacificLongitude(lng as number), lat as number, ...rest]),
    );
  }
  return meanLongitude(outer) < PACIFIC_SPLIT ? rings.map(shiftRing) : rings;
}

function shiftGeometry(geometry: Geometry): Geometry {
  if (geometry.type === 'Polygon') return { ...geometry, coordinates: shiftPolygon(geometry.coordinates) };
  if (geometry.type === 'MultiPolygon') {
    return { ...geometry, coordinates: geometry.coordinates.map(shiftPolygon) };
  }
  return geometry;
}

export function pacificShapes(shapes: FeatureCollection): FeatureCollection {
  const features: Feature[] = [];
  for (const f of shapes.features) {
    if (String(f.id) === '010' || !f.geometry) continue;
    features.push({ ...f, geometry: shiftGeometry(f.geometry) });
  }
  return { ...shapes, features };
}

/** The centre of the largest polygon's bounding box: where an economy's name goes. */
export function labelPoint(geometry: Geometry | null | undefined): [number, number] | undefined {
  if (!geometry) return undefined;
  const polygons =
    geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];
  let best: [number, number] | undefined;
  let bestArea = -1;
  for (const rings of polygons) {
    const outer = rings[0];
    if (!outer) continue;
    let minX = Infinity;
    let maxX = -Infinity;
    let minY = Infinity;
    let maxY = -Infinity;
    for (const [x, y] of outer as [number, number][]) {
      minX = Math.min(minX, x);
      maxX = Math.max(maxX, x);
      minY = Math.min(minY, y);
      maxY = Math.max(maxY, y);
    }
    const area = (maxX - minX) * (maxY - minY);
    if (area > bestArea) {
      bestArea = area;
      best = [(minY + maxY) / 2, (minX + maxX) / 2];
    }
  }
  return best;
}
