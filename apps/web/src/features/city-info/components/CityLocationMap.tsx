import 'leaflet/dist/leaflet.css';
import { Marker, Tooltip } from 'react-leaflet';
import { LocatingMap } from '../../map/components/LocatingMap';
import mapStyles from '../../map/components/map.module.css';
import { pinIcon } from '../../map/components/marker-icon';

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
  return (
    <LocatingMap
      key={`${latitude},${longitude}`}
      className={mapStyles.map}
      style={{ height: 280 }}
      center={[latitude, longitude]}
      zoom={5}
    >
      <Marker position={[latitude, longitude]} icon={pinIcon} title={label} alt={label}>
        <Tooltip direction="top" offset={[0, -36]} permanent>
          {label}
        </Tooltip>
      </Marker>
    </LocatingMap>
  );
}
