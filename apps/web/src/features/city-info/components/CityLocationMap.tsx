import 'leaflet/dist/leaflet.css';
import { GeoJSON, MapContainer, Marker, Pane, TileLayer, Tooltip } from 'react-leaflet';
import mapStyles from '../../map/components/map.module.css';
import { pinIcon } from '../../map/components/marker-icon';
import { useWorldShapes } from '../../map/hooks/useWorldShapes';
import { tileSettings } from '../../map/map-defaults';

const shapeStyle = { color: '#8aa4bd', weight: 0.7, fillColor: '#f4f1ea', fillOpacity: 1 };

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
  const shapes = useWorldShapes();
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
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      <Pane name="countries" style={{ zIndex: 250 }}>
        {shapes && !tiles ? <GeoJSON data={shapes} style={shapeStyle} interactive={false} /> : null}
      </Pane>
      <Marker position={[latitude, longitude]} icon={pinIcon} title={label} alt={label}>
        <Tooltip direction="top" offset={[0, -36]} permanent>
          {label}
        </Tooltip>
      </Marker>
    </MapContainer>
  );
}
