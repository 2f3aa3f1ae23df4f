import 'leaflet/dist/leaflet.css';
import type { City, Country } from '@csp/contract/core';
import type { FeatureCollection } from 'geojson';
import { canvas, type LatLngTuple, type Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, GeoJSON, MapContainer, Marker, Pane, Popup, TileLayer, Tooltip, useMap } from 'react-leaflet';
import type { Language } from '../../../lib/language';
import { localizedName } from '../../geo/names';
import { DEFAULT_CENTER, DEFAULT_ZOOM, SNAP_KM, tileSettings } from '../map-defaults';
import { nearestCity, wrapLongitude } from '../nearest-city';
import { loadWorldShapes } from '../world-shapes';
import { MarkerPopup } from './MarkerPopup';
import styles from './map.module.css';
import { pinIcon } from './marker-icon';

export interface LeafletMapProps {
  cities: readonly City[];
  countries: readonly Country[];
  /** The city the marker starts on (the data query's city); the SPEC default centre otherwise. */
  cityId?: string;
  seriesId?: string;
  /** The statistical type shown, kept by the info window's link. */
  typeId?: string;
  seriesName?: string;
  /** The years shown on the page, carried by the info window's link. */
  from?: number;
  to?: number;
  lang: Language;
}

const shapeStyle = { color: '#8aa4bd', weight: 0.7, fillColor: '#f4f1ea', fillOpacity: 1 };

/** Follows the marker when the chosen city changes from outside the map. */
function Recenter({ position }: { position: LatLngTuple }) {
  const map = useMap();
  const [lat, lng] = position;
  useEffect(() => {
    map.setView([lat, lng], map.getZoom());
  }, [map, lat, lng]);
  return null;
}

/** The map panel (SPEC §2): offline country shapes, every city, and a draggable marker with its info window. */
export default function LeafletMap(props: LeafletMapProps) {
  const { cities, countries, cityId, seriesId, typeId, seriesName, from, to, lang } = props;
  const { t } = useTranslation('client');
  const tiles = tileSettings();
  const [shapes, setShapes] = useState<FeatureCollection | null>(null);
  const marker = useRef<LeafletMarker>(null);
  // The city dots are drawn on one canvas, not as an SVG element each: thousands of cities stay smooth.
  const dots = useMemo(() => canvas({ padding: 0.5 }), []);
  const given = cities.find((c) => c.id === cityId);
  const start: LatLngTuple = given ? [given.latitude, given.longitude] : [DEFAULT_CENTER[0], DEFAULT_CENTER[1]];
  const [position, setPosition] = useState<LatLngTuple>(start);
  const [pointed, setPointed] = useState<City | undefined>(given);

  useEffect(() => {
    let live = true;
    loadWorldShapes()
      .then((data) => live && setShapes(data))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  // The marker starts on the given city, else on the city nearest the default centre.
  useEffect(() => {
    const city = given ?? nearestCity({ latitude: DEFAULT_CENTER[0], longitude: DEFAULT_CENTER[1] }, cities, 50);
    setPointed(city);
    if (given) setPosition([given.latitude, given.longitude]);
  }, [given, cities]);

  // Open the info window once the marker has moved (the marker's own effect runs before this one).
  const [openRequest, setOpenRequest] = useState(0);
  useEffect(() => {
    if (openRequest > 0) marker.current?.openPopup();
  }, [openRequest]);

  const pointAt = useCallback((city: City | undefined, at: LatLngTuple) => {
    setPointed(city);
    setPosition(city ? [city.latitude, city.longitude] : at);
    setOpenRequest((n) => n + 1);
  }, []);

  const country = countries.find((c) => c.id === pointed?.countryId);
  const handlers = useMemo(
    () => ({
      dragend: () => {
        const at = marker.current?.getLatLng();
        if (!at) return;
        const point = { latitude: at.lat, longitude: wrapLongitude(at.lng) };
        pointAt(nearestCity(point, cities, SNAP_KM), [at.lat, at.lng]);
      },
    }),
    [cities, pointAt],
  );

  return (
    <MapContainer
      className={styles.map}
      center={start}
      zoom={DEFAULT_ZOOM}
      minZoom={2}
      maxZoom={12}
      scrollWheelZoom={false}
      worldCopyJump
      attributionControl={Boolean(tiles)}
    >
      {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
      {/* Country shapes in a pane of their own, under the city dots whenever they arrive. */}
      <Pane name="countries" style={{ zIndex: 250 }}>
        {shapes && !tiles ? <GeoJSON data={shapes} style={shapeStyle} interactive={false} /> : null}
      </Pane>
      {cities.map((city) => (
        <CircleMarker
          key={city.id}
          center={[city.latitude, city.longitude]}
          radius={5}
          renderer={dots}
          pathOptions={{ color: '#fff', weight: 1.5, fillColor: '#0b5c8e', fillOpacity: 0.9 }}
          eventHandlers={{ click: () => pointAt(city, [city.latitude, city.longitude]) }}
        >
          <Tooltip direction="top" offset={[0, -4]}>
            {localizedName(city, lang)}
          </Tooltip>
        </CircleMarker>
      ))}
      <Marker
        ref={marker}
        position={position}
        icon={pinIcon}
        draggable
        eventHandlers={handlers}
        title={t('map.markerTitle')}
        alt={t('map.markerTitle')}
      >
        <Popup autoPanPadding={[24, 24]}>
          <MarkerPopup
            city={pointed}
            country={country}
            seriesId={seriesId}
            typeId={typeId}
            seriesName={seriesName}
            from={from}
            to={to}
            lang={lang}
          />
        </Popup>
      </Marker>
      <Recenter position={given ? [given.latitude, given.longitude] : start} />
    </MapContainer>
  );
}
