import 'leaflet/dist/leaflet.css';
import type { City, PlaceGrid } from '@csp/contract/core';
import type { Feature } from 'geojson';
import type { GeoJSON as LeafletGeoJSON, Map as LeafletMapType, PathOptions } from 'leaflet';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GeoJSON, MapContainer, Pane, TileLayer, useMap } from 'react-leaflet';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { apiUrl } from '../../../lib/env';
import type { Language } from '../../../lib/language';
import { displayDecimals, formatValue, valueDisplay } from '../../charts/value-format';
import { Alert } from '../../client-ui/Alert';
import { Button } from '../../client-ui/Button';
import { useCountries } from '../../geo/api';
import { useAllCities } from '../../geo/cities';
import { localizedName } from '../../geo/names';
import { useWorldShapes } from '../hooks/useWorldShapes';
import { zoomByKey } from '../locate-keys';
import { tileSettings } from '../map-defaults';
import { usePlaceGrid } from './api';
import { BubbleOverlay, type BubblePoint, type MapLabel } from './BubbleOverlay';
import { shapeIdOf } from './economy-shapes';
import { findByPrefix, type KeyStop, keyOrder, moveCursor } from './keyboard';
import { colourOf, legendClasses, makeScale, NO_DATA_COLOUR, pickYear, radiusOf } from './map-model';
import { labelPoint, pacificLongitude, pacificShapes } from './project';
import styles from './value-map.module.css';

export interface ValueMapPanelProps {
  seriesId: string;
  typeId?: string;
  from: number;
  to: number;
  lang: Language;
  /** The year shown (from the URL); the last year with figures when absent. */
  year?: number;
  onYearChange: (year: number) => void;
  /** Opens a place's chart: a city, or an economy (no city). */
  onOpenPlace: (place: { countryId: string; cityId?: string | null }) => void;
  /** Shows the same figures as a table (the accessible equivalent of the map). */
  onShowTable: () => void;
}

/** The Pacific view: from the Indian Ocean to the Atlantic coast of the Americas. */
const PACIFIC_BOUNDS: [[number, number], [number, number]] = [
  [-48, 70],
  [72, 310],
];
const PLAY_STEP_MS = 800;
/** How long a blur may last before the keyboard walk ends (the focus may come straight back). */
const BLUR_GRACE_MS = 250;

/** Fits the map to the places shown once, when the data first arrives. */
function FitOnce({ bounds }: { bounds: [[number, number], [number, number]] | null }) {
  const map = useMap();
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !bounds) return;
    done.current = true;
    map.fitBounds(bounds, { padding: [16, 16], maxZoom: 5 });
  }, [map, bounds]);
  return null;
}

/**
 * Keeps the keyboard's place in view and tells where it is drawn (container pixels), again on every move and zoom.
 */
function KeyboardCursor({ stop, onPoint }: { stop: KeyStop | undefined; onPoint: (x: number, y: number) => void }) {
  const map = useMap();
  useEffect(() => {
    if (!stop) return;
    const at: [number, number] = [stop.lat, stop.lng];
    if (!map.getBounds().pad(-0.1).contains(at)) map.panTo(at, { animate: false });
    const place = () => {
      const p = map.latLngToContainerPoint(at);
      onPoint(p.x, p.y);
    };
    place();
    map.on('move zoom', place);
    return () => {
      map.off('move zoom', place);
    };
  }, [map, stop, onPoint]);
  return null;
}

interface Hover {
  index: number;
  x: number;
  y: number;
}

/**
 * The Map tab (issue 19): for the series and year chosen, every city with its own figures as a bubble (area
 * and colour by value) or, for an economy-level series, every economy shaded by value, over the offline country
 * shapes; a year slider with play, a legend, a tooltip, and a click that opens the place's chart. Loaded on
 * demand (Leaflet and the shapes are not part of the data query's first load).
 */
export default function ValueMapPanel(props: ValueMapPanelProps) {
  const { seriesId, typeId, from, to, lang, year, onYearChange, onOpenPlace, onShowTable } = props;
  const { t } = useTranslation('client');
  const sliderId = useId();
  const legendId = useId();
  const announceId = useId();
  const grid = usePlaceGrid({ seriesId, typeId, from, to, lang });
  const all = useAllCities(true);
  const countries = useCountries();
  const shapes = useWorldShapes(pacificShapes);
  const [hover, setHover] = useState<Hover | undefined>();
  const [playing, setPlaying] = useState(false);
  const tiles = tileSettings();

  const data = grid.data;
  const cityById = useMemo(() => new Map<string, City>(all.cities.map((c) => [c.id, c])), [all.cities]);
  const view = useMemo(() => (data ? mapView(data) : undefined), [data]);
  const shownYear = data && view ? pickYear(data.years, view.rows, year) : undefined;
  const yearIndex = data && shownYear !== undefined ? data.years.indexOf(shownYear) : -1;

  // Play: one year a step, stopping on the last year.
  useEffect(() => {
    if (!playing || !data || yearIndex < 0) return;
    if (yearIndex >= data.years.length - 1) {
      setPlaying(false);
      return;
    }
    const timer = setTimeout(() => onYearChange(data.years[yearIndex + 1] as number), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, data, yearIndex, onYearChange]);

  const points = useMemo<BubblePoint[]>(() => {
    if (!data || !view || view.level !== 'city' || !view.scale || yearIndex < 0) return [];
    const out: BubblePoint[] = [];
    for (const [i, place] of data.places.entries()) {
      if (place.level !== 'city' || !place.cityId) continue;
      const value = data.data[place.key]?.[yearIndex];
      const city = cityById.get(place.cityId);
      if (value === null || value === undefined || !city) continue;
      out.push({
        lat: city.latitude,
        lng: pacificLongitude(city.longitude),
        radius: radiusOf(value, view.scale),
        colour: colourOf(value, view.scale),
        index: i,
      });
    }
    return out;
  }, [data, view, yearIndex, cityById]);

  // Economy values by shape id (economy-level series), and the economies' names on the basemap.
  const economyByShape = useMemo(() => {
    const out = new Map<string, number>();
    if (!data) return out;
    for (const [i, place] of data.places.entries()) {
      if (place.level !== 'economy') continue;
      const id = shapeIdOf(place.countryCode);
      if (id) out.set(id, i);
    }
    return out;
  }, [data]);
  const labels = useMemo<MapLabel[]>(() => {
    if (!shapes || !countries.data) return [];
    const out: MapLabel[] = [];
    for (const country of countries.data) {
      const id = shapeIdOf(country.code);
      const feature = id ? shapes.features.find((f) => String(f.id) === id) : undefined;
      const at = labelPoint(feature?.geometry);
      if (at) out.push({ lat: at[0], lng: at[1], text: localizedName(country, lang) });
    }
    return out;
  }, [shapes, countries.data, lang]);

  // Keyboard access: the places drawn, largest first, walked by the map's one tab stop (keyboard.ts).
  const stops = useMemo<KeyStop[]>(() => {
    if (!data || !view || yearIndex < 0) return [];
    const out: KeyStop[] = [];
    if (view.level === 'city') {
      for (const p of points) {
        const place = data.places[p.index];
        const value = place ? data.data[place.key]?.[yearIndex] : null;
        if (place && value !== null && value !== undefined) {
          out.push({ index: p.index, lat: p.lat, lng: p.lng, value, name: place.name });
        }
      }
    } else if (shapes) {
      for (const [i, place] of data.places.entries()) {
        if (place.level !== 'economy') continue;
        const value = data.data[place.key]?.[yearIndex];
        const id = shapeIdOf(place.countryCode);
        const at = labelPoint(id ? shapes.features.find((f) => String(f.id) === id)?.geometry : undefined);
        if (value === null || value === undefined || !at) continue;
        out.push({ index: i, lat: at[0], lng: at[1], value, name: place.name });
      }
    }
    return keyOrder(out);
  }, [data, view, yearIndex, points, shapes]);
  // The place under the keyboard cursor, by its grid index (so it stays put while the year changes).
  const [cursorPlace, setCursorPlace] = useState<number | undefined>();
  const [keyActive, setKeyActive] = useState(false);
  const [keyPoint, setKeyPoint] = useState<{ x: number; y: number } | undefined>();
  const onKeyPoint = useCallback((x: number, y: number) => setKeyPoint({ x, y }), []);
  const cursor = cursorPlace === undefined ? -1 : stops.findIndex((s) => s.index === cursorPlace);
  const cursorStop = keyActive && cursor >= 0 ? stops[cursor] : undefined;
  const typed = useRef({ text: '', at: 0 });
  // A blur ends the keyboard walk (and empties the live region) only if the focus has not come back meanwhile:
  // a transient blur (the page re-rendering round the map, the window losing the focus for a moment) keeps
  // the place and its announcement.
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(blurTimer.current), []);
  const mapRef = useRef<LeafletMapType | null>(null);

  const economyLevel = view?.level === 'economy';
  const shapeStyle = (feature?: Feature): PathOptions => {
    const base = { color: '#8aa4bd', weight: 0.6, fillOpacity: 1 };
    if (!economyLevel || !data || !view) return { ...base, fillColor: '#f4f1ea' };
    const index = economyByShape.get(String(feature?.id));
    if (index === undefined) return { ...base, fillColor: '#f4f1ea' };
    const place = data.places[index];
    const value = place ? data.data[place.key]?.[yearIndex] : null;
    return { ...base, color: '#5c6f82', weight: 0.8, fillColor: colourOf(value, view.scale) };
  };
  const styleRef = useRef(shapeStyle);
  styleRef.current = shapeStyle;
  const geoRef = useRef<LeafletGeoJSON>(null);
  // Restyle the shapes in place when the year or the data changes (no new layer).
  // biome-ignore lint/correctness/useExhaustiveDependencies: restyled whenever what the style reads changes
  useEffect(() => {
    geoRef.current?.setStyle((f) => styleRef.current(f));
  }, [yearIndex, data, economyLevel, economyByShape]);

  const latestPick = useRef({ data, economyByShape, yearIndex, onOpenPlace, economyLevel });
  latestPick.current = { data, economyByShape, yearIndex, onOpenPlace, economyLevel };
  const onEachFeature = useMemo(
    () => (feature: Feature, layer: import('leaflet').Layer) => {
      layer.on('mousemove', (e: import('leaflet').LeafletMouseEvent) => {
        const { economyByShape: byShape, economyLevel: shaded } = latestPick.current;
        const index = shaded ? byShape.get(String(feature.id)) : undefined;
        setHover(index === undefined ? undefined : { index, x: e.containerPoint.x, y: e.containerPoint.y });
      });
      layer.on('mouseout', () => setHover(undefined));
      layer.on('click', () => {
        const { data: d, economyByShape: byShape, economyLevel: shaded, onOpenPlace: open } = latestPick.current;
        const index = shaded ? byShape.get(String(feature.id)) : undefined;
        const place = index === undefined ? undefined : d?.places[index];
        if (place) open({ countryId: place.countryId });
      });
    },
    [],
  );

  if (grid.isError && !data) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('valueMap.loadFailed')}
        action={
          <Button size="small" onClick={() => void grid.refetch()}>
            {t('chart.retry')}
          </Button>
        }
      />
    );
  }
  if (!data || !view || !all.complete) return <LoadingBlock minHeight={480} />;

  const display = valueDisplay({ yearOnYear: false, type: data.type, series: data.series }, typeId);
  const decimals = displayDecimals(display, data.series.decimals, false);
  const figure = (value: number | null | undefined) => formatValue(value, display, lang, decimals);
  const unit = data.unit ? ` (${data.unit})` : '';
  const title = `${data.series.number} ${data.series.name} · ${data.type.name}`;
  // The pointer's place, else the keyboard's.
  const shownTip =
    hover ?? (cursorStop && keyPoint ? { index: cursorStop.index, x: keyPoint.x, y: keyPoint.y } : undefined);
  const hovered = shownTip ? data.places[shownTip.index] : undefined;
  const fromKeyboard = !hover && Boolean(cursorStop);
  const cursorPlaceData = cursorStop ? data.places[cursorStop.index] : undefined;
  const announcement =
    cursorStop && cursorPlaceData
      ? t('valueMap.keyboardPlace', {
          position: cursor + 1,
          count: stops.length,
          place:
            cursorPlaceData.level === 'city' && cursorPlaceData.economyName
              ? `${cursorPlaceData.name}, ${cursorPlaceData.economyName}`
              : cursorPlaceData.name,
          year: shownYear,
          value: `${figure(cursorStop.value)}${data.unit ? ` ${data.unit}` : ''}`,
        })
      : '';
  const openStop = (stop: KeyStop | undefined) => {
    const place = stop ? data.places[stop.index] : undefined;
    if (place) onOpenPlace({ countryId: place.countryId, cityId: place.level === 'city' ? place.cityId : undefined });
  };
  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>) => {
    if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return;
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      openStop(cursorStop);
      return;
    }
    if (zoomByKey(e, mapRef.current)) return;
    if (e.key === 'Escape') {
      setKeyActive(false);
      return;
    }
    const moved = moveCursor(e.key, cursor < 0 ? undefined : cursor, stops.length);
    if (moved !== undefined) {
      e.preventDefault();
      setKeyActive(true);
      setCursorPlace(stops[moved]?.index);
      return;
    }
    if (e.key.length === 1 && e.key.trim()) {
      const now = Date.now();
      const text = now - typed.current.at < 800 ? typed.current.text + e.key : e.key;
      typed.current = { text, at: now };
      const found = findByPrefix(stops, text, cursor < 0 ? undefined : cursor);
      if (found !== undefined) {
        setKeyActive(true);
        setCursorPlace(stops[found]?.index);
      }
    }
  };
  const hoveredValue = hovered ? data.data[hovered.key]?.[yearIndex] : undefined;
  const ring = cursorStop
    ? {
        lat: cursorStop.lat,
        lng: cursorStop.lng,
        r: view.level === 'city' && view.scale ? radiusOf(cursorStop.value, view.scale) : 10,
      }
    : undefined;
  const bounds = view.level === 'city' ? boundsOf(points) : PACIFIC_BOUNDS;
  const jsonStatUrl = apiUrl(
    `/reception/data/series.jsonstat?${new URLSearchParams({
      seriesId,
      ...(typeId ? { typeId } : {}),
      startYear: String(from),
      endYear: String(to),
      lang,
    })}`,
  );

  return (
    <div className={styles.panel} data-testid="value-map" data-level={view.level} data-year={shownYear}>
      <h2 className={styles.title}>{t('valueMap.title', { series: title, year: shownYear ?? '', unit })}</h2>
      <p className={styles.hint}>
        {t(view.level === 'city' ? 'valueMap.hintCities' : 'valueMap.hintEconomies')}{' '}
        <button type="button" className={styles.linkButton} onClick={onShowTable} data-testid="map-show-table">
          {t('valueMap.tableEquivalent')}
        </button>
      </p>
      {/* The map's one tab stop: arrow keys walk the places drawn, Enter opens one (keyboard.ts). */}
      <div
        className={styles.frame}
        role="application"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: role application, roving focus over the canvas's places
        tabIndex={0}
        aria-label={t('valueMap.keyboardLabel', { count: stops.length })}
        aria-describedby={announceId}
        data-testid="map-keyboard"
        onKeyDown={onKeyDown}
        onFocus={(e) => {
          if (e.target !== e.currentTarget) return;
          clearTimeout(blurTimer.current);
          setKeyActive(true);
          if (cursor < 0 && stops[0]) setCursorPlace(stops[0].index);
        }}
        onBlur={(e) => {
          if (e.target !== e.currentTarget) return;
          const frame = e.currentTarget;
          clearTimeout(blurTimer.current);
          blurTimer.current = setTimeout(() => {
            if (document.activeElement !== frame) setKeyActive(false);
          }, BLUR_GRACE_MS);
        }}
      >
        <MapContainer
          ref={mapRef}
          keyboard={false}
          className={styles.map}
          bounds={PACIFIC_BOUNDS}
          minZoom={1}
          zoomSnap={0.25}
          maxZoom={10}
          scrollWheelZoom={false}
          worldCopyJump={false}
          attributionControl={Boolean(tiles)}
        >
          {tiles ? <TileLayer url={tiles.url} attribution={tiles.attribution} /> : null}
          <Pane name="countries" style={{ zIndex: 250 }}>
            {shapes && !tiles ? (
              <GeoJSON
                ref={geoRef}
                data={shapes}
                style={(f) => styleRef.current(f)}
                interactive={economyLevel}
                onEachFeature={onEachFeature}
              />
            ) : null}
          </Pane>
          <BubbleOverlay
            points={points}
            labels={labels}
            ring={ring}
            onHover={(index, x, y) => setHover(index === undefined ? undefined : { index, x, y })}
            onPick={(index) => {
              const place = data.places[index];
              if (place) onOpenPlace({ countryId: place.countryId, cityId: place.cityId });
            }}
          />
          <FitOnce bounds={bounds} />
          <KeyboardCursor stop={cursorStop} onPoint={onKeyPoint} />
        </MapContainer>
        {shownTip && hovered ? (
          <div
            className={styles.tooltip}
            role="tooltip"
            data-testid="map-tooltip"
            data-keyboard={fromKeyboard ? 'true' : undefined}
            style={{ left: shownTip.x + 14, top: shownTip.y + 14 }}
          >
            <strong>{hovered.name}</strong>
            {hovered.level === 'city' && hovered.economyName ? (
              <span className={styles.muted}>{hovered.economyName}</span>
            ) : null}
            <span>
              {shownYear}: {figure(hoveredValue)}
              {data.unit && hoveredValue !== null && hoveredValue !== undefined ? ` ${data.unit}` : ''}
            </span>
            <span className={styles.muted}>{t(fromKeyboard ? 'valueMap.enterToOpen' : 'valueMap.clickToOpen')}</span>
          </div>
        ) : null}
        <p id={announceId} className="visually-hidden" aria-live="polite" data-testid="map-announce">
          {keyActive ? announcement : ''}
        </p>
      </div>
      <div className={styles.controls}>
        <Button
          onClick={() => {
            if (!playing && yearIndex >= data.years.length - 1) onYearChange(data.years[0] as number);
            setPlaying(!playing);
          }}
          aria-pressed={playing}
          data-testid="map-play"
        >
          {playing ? t('valueMap.pause') : t('valueMap.play')}
        </Button>
        <label htmlFor={sliderId} className={styles.sliderLabel}>
          {t('valueMap.year')}
        </label>
        <input
          id={sliderId}
          className={styles.slider}
          type="range"
          min={0}
          max={data.years.length - 1}
          step={1}
          value={Math.max(0, yearIndex)}
          aria-valuetext={String(shownYear ?? '')}
          onChange={(e) => {
            setPlaying(false);
            const next = data.years[Number(e.target.value)];
            if (next !== undefined) onYearChange(next);
          }}
          data-testid="map-year"
        />
        <output htmlFor={sliderId} className={styles.yearOut} data-testid="map-year-value">
          {shownYear}
        </output>
        <a className={styles.download} href={jsonStatUrl} download data-testid="map-jsonstat">
          {t('valueMap.downloadJsonStat')}
        </a>
      </div>
      <figure className={styles.legend} aria-labelledby={legendId} data-testid="map-legend">
        <figcaption id={legendId} className={styles.legendTitle}>
          {t('valueMap.legend', { unit: data.unit || '–' })}
        </figcaption>
        <ul className={styles.classes}>
          {view.scale
            ? legendClasses(view.scale).map((c) => (
                <li key={c.from}>
                  <span className={styles.swatch} style={{ background: c.colour }} aria-hidden="true" />
                  {c.to === undefined
                    ? t('valueMap.atLeast', { value: figure(c.from) })
                    : t('valueMap.range', { from: figure(c.from), to: figure(c.to) })}
                </li>
              ))
            : null}
          <li>
            <span className={styles.swatch} style={{ background: NO_DATA_COLOUR }} aria-hidden="true" />
            {t('valueMap.noData')}
          </li>
        </ul>
        {view.level === 'city' && view.scale ? (
          <p className={styles.sizeNote}>
            {t('valueMap.sizeNote', { value: figure(view.scale.maxAbs) })}
            <span className={styles.countNote} data-testid="map-count">
              {t('valueMap.count', { count: points.length })}
            </span>
          </p>
        ) : null}
      </figure>
    </div>
  );
}

/** What the map shows: cities when the series has city figures, else economies; the scale over every year. */
function mapView(data: PlaceGrid) {
  const level: 'city' | 'economy' = data.places.some((p) => p.level === 'city') ? 'city' : 'economy';
  const rows = data.places.filter((p) => p.level === level).map((p) => data.data[p.key] ?? []);
  return { level, rows, scale: makeScale(rows) };
}

function boundsOf(points: readonly BubblePoint[]): [[number, number], [number, number]] | null {
  if (points.length === 0) return null;
  let south = 90;
  let north = -90;
  let west = 400;
  let east = -400;
  for (const p of points) {
    south = Math.min(south, p.lat);
    north = Math.max(north, p.lat);
    west = Math.min(west, p.lng);
    east = Math.max(east, p.lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
