import type { Map as LeafletMapType } from 'leaflet';
import type { Ref } from 'react';
import { MapContainer, type MapContainerProps } from 'react-leaflet';
import { tileSettings } from '../map-defaults';
import { BaseLayers } from './BaseLayers';

/**
 * A locating map (the data query's, a city's): zoom 2 to 12, the wheel left to the page, the world repeated sideways,
 * the tiles' attribution only when tiles are set, and the ground of `BaseLayers` under the given markers.
 */
export function LocatingMap({ children, ...props }: MapContainerProps & { ref?: Ref<LeafletMapType> }) {
  const tiles = tileSettings();
  return (
    <MapContainer
      minZoom={2}
      maxZoom={12}
      scrollWheelZoom={false}
      worldCopyJump
      attributionControl={Boolean(tiles)}
      {...props}
    >
      <BaseLayers />
      {children}
    </MapContainer>
  );
}
