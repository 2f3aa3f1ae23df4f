import 'leaflet/dist/leaflet.css';
import type { City, Country } from '@csp/contract/core';
import { canvas, type LatLngTuple, type Map as LeafletMapType, type Marker as LeafletMarker } from 'leaflet';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleMarker, Marker, Popup, Tooltip, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router';
import { localizedName } from '../../geo/names';
import { isStepKey, stepCity, zoomByKey } from '../locate-keys';
import { DEFAULT_CENTER, DEFAULT_ZOOM, SNAP_KM } from '../map-defaults';
import { type MarkerLinkProps, markerQueryUrl } from '../marker-link';
import { nearestCity, wrapLongitude } from '../nearest-city';
import { findByPrefix } from '../value-map/keyboard';
import { LocatingMap } from './LocatingMap';
import { MarkerPopup } from './MarkerPopup';
import styles from './map.module.css';
import { pinIcon } from './marker-icon';

export interface LeafletMapProps extends MarkerLinkProps {
  cities: readonly City[];
  countries: readonly Country[];
  /** The city the marker starts on (the data query's city); the SPEC default centre otherwise. */
  cityId?: string;
}

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
  const { cities, countries, cityId, ...link } = props;
  const { seriesId, typeId, from, to, lang } = link;
  const { t } = useTranslation('client');
  const marker = useRef<LeafletMarker>(null);
  // The city dots are drawn on one canvas, not as an SVG element each: thousands of cities stay smooth.
  const dots = useMemo(() => canvas({ padding: 0.5 }), []);
  const given = cities.find((c) => c.id === cityId);
  const start: LatLngTuple = given ? [given.latitude, given.longitude] : [DEFAULT_CENTER[0], DEFAULT_CENTER[1]];
  const [position, setPosition] = useState<LatLngTuple>(start);
  const [pointed, setPointed] = useState<City | undefined>(given);
  const navigate = useNavigate();
  const announceId = useId();
  const mapRef = useRef<LeafletMapType | null>(null);
  // Keyboard (issue 19): the map's one tab stop; the live region speaks while it has the focus.
  const [keyActive, setKeyActive] = useState(false);
  const [edge, setEdge] = useState(false);
  const typed = useRef({ text: '', at: 0 });
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const names = useMemo(() => cities.map((c) => ({ name: localizedName(c, lang) })), [cities, lang]);

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
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (pointed) {
        void navigate(
          markerQueryUrl({ countryId: pointed.countryId, cityId: pointed.id, seriesId, typeId, from, to }, lang),
        );
      }
      return;
    }
    if (zoomByKey(e, mapRef.current)) return;
    if (isStepKey(e.key)) {
      e.preventDefault();
      setKeyActive(true);
      const from = pointed ?? { latitude: position[0], longitude: position[1] };
      const next = stepCity(cities, from, e.key);
      setEdge(!next);
      if (next) pointAt(next, [next.latitude, next.longitude]);
      return;
    }
    if (e.key.length === 1 && e.key.trim()) {
      const now = Date.now();
      const text = now - typed.current.at < 800 ? typed.current.text + e.key : e.key;
      typed.current = { text, at: now };
      const at = pointed ? cities.indexOf(pointed) : -1;
      const found = findByPrefix(names, text, at < 0 ? undefined : at);
      const next = found === undefined ? undefined : cities[found];
      if (next) {
        setKeyActive(true);
        setEdge(false);
        pointAt(next, [next.latitude, next.longitude]);
      }
    }
  };
  const pointedName = pointed ? localizedName(pointed, lang) : '';
  const announcement = !pointed
    ? t('map.keyboardNone')
    : `${edge ? `${t('map.keyboardEdge')} ` : ''}${t('map.keyboardCity', {
        city: pointedName,
        economy: country ? localizedName(country, lang) : '–',
      })}`;
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
    // The map's one tab stop (as the Map tab's): arrows move the marker city to city, Enter opens the data query.
    <div
      className={styles.keys}
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: role application, the marker moved by the arrow keys
      tabIndex={0}
      aria-label={t('map.keyboardLabel')}
      aria-describedby={announceId}
      data-testid="locate-keyboard"
      data-city={pointed?.id}
      onKeyDown={onKeyDown}
      onFocus={(e) => {
        if (e.target !== e.currentTarget) return;
        clearTimeout(blurTimer.current);
        setKeyActive(true);
      }}
      onBlur={(e) => {
        if (e.target !== e.currentTarget) return;
        const frame = e.currentTarget;
        clearTimeout(blurTimer.current);
        blurTimer.current = setTimeout(() => {
          if (document.activeElement !== frame) {
            setKeyActive(false);
            setEdge(false);
          }
        }, 250);
      }}
    >
      <LocatingMap ref={mapRef} keyboard={false} className={styles.map} center={start} zoom={DEFAULT_ZOOM}>
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
          keyboard={false}
          eventHandlers={handlers}
          title={t('map.markerTitle')}
          alt={t('map.markerTitle')}
        >
          <Popup autoPanPadding={[24, 24]}>
            <MarkerPopup city={pointed} country={country} {...link} />
          </Popup>
        </Marker>
        <Recenter position={given ? [given.latitude, given.longitude] : start} />
      </LocatingMap>
      <p id={announceId} className="visually-hidden" aria-live="polite" data-testid="locate-announce">
        {keyActive ? announcement : ''}
      </p>
    </div>
  );
}
