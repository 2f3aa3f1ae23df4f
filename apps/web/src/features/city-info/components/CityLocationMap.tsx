import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Tooltip } from 'react-leaflet';
import { BaseLayers } from '../../map/components/BaseLayers';
import mapStyles from '../../map/components/map.module.css';
import { pinIcon } from '../../map/components/marker-icon';
import { tileSettings } from '../../map/map-defaults';

/**
 * A city's coordinates on the map of the client area (offline world-atlas shapes, tiles only when set), with the
 * same pin; loaded in the leaflet chunk only when a city is opened.
 */
export default function CityLocationMap({
  latitude,
  longitude,
  label,
}: {
  latitude: number;
  longitude: number;
  label: string;
}) {
  const tiles = tileSettings();
  return (
    <MapContainer
      key={`${latitude},${longitude}`}
      className={mapStyles.map}
      style={{ height: 280 }}
      center={[latitude, longitude]}
      zoom={5}
      minZoom={2}
      maxZoom={12}
      scrollWheelZoom={false}
      worldCopyJump
      attributionControl={Boolean(tiles)}
    >
      <BaseLayers />
      <Marker position={[latitude, longitude]} icon={pinIcon} title={label} alt={label}>
        <Tooltip direction="top" offset={[0, -36]} permanent>
          {label}
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
