import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import worldUrl from 'world-atlas/countries-50m.json?url';

let shapes: Promise<FeatureCollection> | null = null;

/**
 * The countries of the world from `world-atlas` (Natural Earth 1:50m, TopoJSON), served with the app as a
 * static file and turned into GeoJSON here, so the map needs no internet. Loaded once.
 */
export function loadWorldShapes(): Promise<FeatureCollection> {
  shapes ??= fetch(worldUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`world shapes: HTTP ${response.status}`);
      return response.json() as Promise<Topology<{ countries: GeometryCollection }>>;
    })
    .then((topology) => feature(topology, topology.objects.countries) as FeatureCollection)
    .catch((error: unknown) => {
      shapes = null;
      throw error;
    });
  return shapes;
}
