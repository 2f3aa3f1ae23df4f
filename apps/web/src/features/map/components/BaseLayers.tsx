import { GeoJSON, Pane, TileLayer } from 'react-leaflet';
import { useWorldShapes } from '../hooks/useWorldShapes';
import { tileSettings } from '../map-defaults';

const shapeStyle = { color: '#8aa4bd', weight: 0.7, fillColor: '#f4f1ea', fillOpacity: 1 };

/**
 * The ground of a locating map (the data query's, a city's): the tiles when a tile server is set, else the offline
 * country shapes, in a pane of their own under the map's markers whenever they arrive.
 */
export function BaseLayers() {
  const tiles = tileSettings();
  const shapes = useWorldShapes();
  return (
    <>
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      <Pane name="countries" style={{ zIndex: 250 }}>
        {shapes && !tiles ? <GeoJSON data={shapes} style={shapeStyle} interactive={false} /> : null}
      </Pane>
    </>
  );
}
