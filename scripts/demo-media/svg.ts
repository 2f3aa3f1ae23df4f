import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { Topology } from 'topojson-specification';

/** Drawing helpers shared by the media: text escaping, numbers, an Asia-Pacific centred map. */
export const font = "'Noto Sans CJK SC', 'Noto Sans', sans-serif";
export const brand = '#0b5c8e';
export const brandDark = '#083f62';
/** One colour per economy, stable across every drawing. */
const palette = [
  '#5ab1ef',
  '#ffb980',
  '#d87a80',
  '#8d98b3',
  '#e5cf0d',
  '#97b552',
  '#95706d',
  '#dc69aa',
  '#07a2a4',
  '#9a7fd1',
  '#588dd5',
  '#f5994e',
  '#c05050',
  '#59678c',
  '#c9ab00',
  '#7eb00a',
  '#6f5553',
  '#c14089',
  '#2ec7c9',
  '#b6a2de',
  '#fe8463',
];
export const economyColour = (iso3: string, order: string[]) =>
  palette[Math.max(0, order.indexOf(iso3)) % palette.length];

export const esc = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const fmt = (n: number, digits = 0) => n.toFixed(digits).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
/** Fixed-precision coordinates keep the SVG text (and so its checksum) identical across runs. */
export const p = (n: number) => (Math.round(n * 10) / 10).toString();

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${font}">${body}</svg>`;
}

const require = createRequire(import.meta.url);
/** Natural Earth countries (world-atlas, public domain), as GeoJSON. */
export function worldCountries(resolution: '110m' | '50m'): FeatureCollection<Geometry, { name: string }> {
  const file = require.resolve(`world-atlas/countries-${resolution}.json`);
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology;
  const object = topology.objects.countries;
  if (!object) throw new Error('world-atlas: no countries');
  return feature(topology, object) as unknown as FeatureCollection<Geometry, { name: string }>;
}

/** An equirectangular view with the Pacific in the middle: longitudes west of `west` move by 360°. */
export interface MapView {
  west: number;
  east: number;
  north: number;
  south: number;
  x: number;
  y: number;
  scale: number;
}
export const shiftLng = (lng: number, view: MapView) => (lng < view.west ? lng + 360 : lng);
export const project = (lng: number, lat: number, view: MapView): [number, number] => [
  view.x + (shiftLng(lng, view) - view.west) * view.scale,
  view.y + (view.north - lat) * view.scale,
];

function ringPath(ring: Position[], view: MapView): string {
  // Longitudes unwrapped along the ring (no jump of more than 180°), then the ring moves as a whole by its mean
  // longitude, so that no ring is torn at the antimeridian or at the view's west edge.
  const lngs: number[] = [];
  for (const pt of ring) {
    let lng = pt[0] ?? 0;
    const prev = lngs[lngs.length - 1];
    if (prev !== undefined) lng += 360 * Math.round((prev - lng) / 360);
    lngs.push(lng);
  }
  const mean = lngs.reduce((s, l) => s + l, 0) / lngs.length;
  const offset = mean < view.west ? 360 : mean >= view.west + 360 ? -360 : 0;
  let d = '';
  for (const [i, pt] of ring.entries()) {
    const x = view.x + ((lngs[i] ?? 0) + offset - view.west) * view.scale;
    const y = view.y + (view.north - (pt[1] ?? 0)) * view.scale;
    d += `${i === 0 ? 'M' : 'L'}${p(x)} ${p(y)}`;
  }
  return `${d}Z`;
}

/** The SVG path of a country's (multi)polygon. */
export function geometryPath(geometry: Geometry | null, view: MapView): string {
  if (!geometry) return '';
  if (geometry.type === 'Polygon') return geometry.coordinates.map((r) => ringPath(r, view)).join('');
  if (geometry.type === 'MultiPolygon') {
    return geometry.coordinates.flatMap((poly) => poly.map((r) => ringPath(r, view))).join('');
  }
  return '';
}

/** Nice axis steps (1, 2, 5 × 10^n) for a maximum. */
export function ticks(max: number, count = 5): number[] {
  const raw = max / count;
  const mag = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw) ?? 10 * mag;
  const out: number[] = [];
  for (let v = 0; v <= max + 1e-9; v += step) out.push(Math.round(v * 1e6) / 1e6);
  return out;
}
