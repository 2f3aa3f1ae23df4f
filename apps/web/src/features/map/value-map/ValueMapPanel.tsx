import 'leaflet/dist/leaflet.css';
import type { City, PlaceGrid } from '@csp/contract/core';
import type { Feature, FeatureCollection } from 'geojson';
import type { GeoJSON as LeafletGeoJSON, PathOptions } from 'leaflet';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
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
import { tileSettings } from '../map-defaults';
import { loadWorldShapes } from '../world-shapes';
import { usePlaceGrid } from './api';
import { BubbleOverlay, type BubblePoint, type MapLabel } from './BubbleOverlay';
import { shapeIdOf } from './economy-shapes';
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
  const grid = usePlaceGrid({ seriesId, typeId, from, to, lang });
  const all = useAllCities(true);
  const countries = useCountries();
  const [shapes, setShapes] = useState<FeatureCollection | null>(null);
  const [hover, setHover] = useState<Hover | undefined>();
  const [playing, setPlaying] = useState(false);
  const tiles = tileSettings();

  useEffect(() => {
    let live = true;
    loadWorldShapes()
      .then((data) => live && setShapes(pacificShapes(data)))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

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
  const hovered = hover ? data.places[hover.index] : undefined;
  const hoveredValue = hovered ? data.data[hovered.key]?.[yearIndex] : undefined;
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
      <div className={styles.frame}>
        <MapContainer
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
            onHover={(index, x, y) => setHover(index === undefined ? undefined : { index, x, y })}
            onPick={(index) => {
              const place = data.places[index];
              if (place) onOpenPlace({ countryId: place.countryId, cityId: place.cityId });
            }}
          />
          <FitOnce bounds={bounds} />
        </MapContainer>
        {hover && hovered ? (
          <div
            className={styles.tooltip}
            role="tooltip"
            data-testid="map-tooltip"
            style={{ left: hover.x + 14, top: hover.y + 14 }}
          >
            <strong>{hovered.name}</strong>
            {hovered.level === 'city' && hovered.economyName ? (
              <span className={styles.muted}>{hovered.economyName}</span>
            ) : null}
            <span>
              {shownYear}: {figure(hoveredValue)}
              {data.unit && hoveredValue !== null && hoveredValue !== undefined ? ` ${data.unit}` : ''}
            </span>
            <span className={styles.muted}>{t('valueMap.clickToOpen')}</span>
          </div>
        ) : null}
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
