import { shapeIdOf } from '../../apps/web/src/features/map/value-map/economy-shapes.js';
import { credit } from './credits.js';
import type { MediaData } from './sources.js';
import { brand, esc, geometryPath, type MapView, p, project, svgDocument, worldCountries } from './svg.js';

export const membersWidth = 1600;
export const membersHeight = 900;

/**
 * Where each economy's name goes: the point it names (lng, lat), where the label sits, and its anchor. Small
 * economies get a leader line to a label in open sea; large ones carry their name inside.
 */
const places: Record<string, { at: [number, number]; label: [number, number]; anchor: 'start' | 'middle' | 'end' }> = {
  RUS: { at: [100, 63], label: [100, 63], anchor: 'middle' },
  CHN: { at: [103, 34], label: [103, 34], anchor: 'middle' },
  AUS: { at: [134, -25], label: [134, -25], anchor: 'middle' },
  CAN: { at: [-105, 58], label: [-105, 58], anchor: 'middle' },
  USA: { at: [-99, 39], label: [-99, 39], anchor: 'middle' },
  MEX: { at: [-102, 24], label: [-112, 18], anchor: 'end' },
  PER: { at: [-75, -9], label: [-84, -10], anchor: 'end' },
  CHL: { at: [-71, -32], label: [-80, -33], anchor: 'end' },
  NZL: { at: [174.8, -41.3], label: [165, -46], anchor: 'end' },
  PNG: { at: [145, -6.5], label: [152, -12], anchor: 'start' },
  IDN: { at: [113, -7.5], label: [113, -15], anchor: 'middle' },
  JPN: { at: [139.7, 35.7], label: [147, 36], anchor: 'start' },
  KOR: { at: [127.5, 36.5], label: [131, 46], anchor: 'start' },
  TWN: { at: [121, 23.7], label: [127, 24.5], anchor: 'start' },
  PHL: { at: [122, 12.5], label: [129, 13], anchor: 'start' },
  HKG: { at: [114.2, 22.3], label: [110, 26.5], anchor: 'end' },
  VNM: { at: [106, 16], label: [97, 21.5], anchor: 'end' },
  BRN: { at: [114.8, 4.6], label: [119, 7], anchor: 'start' },
  THA: { at: [101, 15], label: [94, 16], anchor: 'end' },
  MYS: { at: [102.3, 3.8], label: [94, 6.5], anchor: 'end' },
  SGP: { at: [103.8, 1.35], label: [94, -1.5], anchor: 'end' },
};

/** The 21 member economies on a map with their English and Chinese names (the "Our Members" image). */
export function membersMap(data: MediaData): string {
  const view: MapView = { west: 60, east: 300, north: 76, south: -52, x: 0, y: 40, scale: membersWidth / 240 };
  const members = new Set(data.economies.map((e) => shapeIdOf(e.iso3)));
  let body = `<rect width="${membersWidth}" height="${membersHeight}" fill="#eaf3f9"/>`;
  const countries = worldCountries('50m').features.filter((f) => f.properties.name !== 'Antarctica');
  const other = countries.filter((f) => !members.has(String(f.id))).map((f) => geometryPath(f.geometry, view));
  const apec = countries.filter((f) => members.has(String(f.id))).map((f) => geometryPath(f.geometry, view));
  body += `<path d="${other.join('')}" fill="#d5dbe0" stroke="#ffffff" stroke-width="0.6"/>`;
  body += `<path d="${apec.join('')}" fill="${brand}" fill-opacity="0.85" stroke="#ffffff" stroke-width="0.6"/>`;
  for (const e of data.economies) {
    const place = places[e.iso3];
    if (!place) throw new Error(`members map: no place for ${e.iso3}`);
    const [ax, ay] = project(place.at[0], place.at[1], view);
    const [lx, ly] = project(place.label[0], place.label[1], view);
    const inside = place.at[0] === place.label[0] && place.at[1] === place.label[1];
    const text = `${esc(e.en)} ${esc(e.zh)}`;
    if (inside) {
      body += `<text x="${p(lx)}" y="${p(ly + 6)}" text-anchor="middle" font-size="19" font-weight="bold" fill="#ffffff" stroke="#083f62" stroke-width="3" paint-order="stroke" stroke-linejoin="round">${text}</text>`;
      continue;
    }
    body += `<line x1="${p(ax)}" y1="${p(ay)}" x2="${p(lx)}" y2="${p(ly)}" stroke="#083f62" stroke-width="1.2"/>`;
    body += `<circle cx="${p(ax)}" cy="${p(ay)}" r="4" fill="#ffb980" stroke="#083f62" stroke-width="1.2"/>`;
    const dx = place.anchor === 'start' ? 5 : place.anchor === 'end' ? -5 : 0;
    const dy = place.anchor === 'middle' ? (ly > ay ? 16 : -6) : 6;
    body += `<text x="${p(lx + dx)}" y="${p(ly + dy)}" text-anchor="${place.anchor}" font-size="17" font-weight="bold" fill="#083f62" stroke="#ffffff" stroke-width="4" paint-order="stroke" stroke-linejoin="round">${text}</text>`;
  }
  body += `<text x="24" y="30" font-size="22" font-weight="bold" fill="#083f62" stroke="#ffffff" stroke-width="5" paint-order="stroke" stroke-linejoin="round">The 21 APEC member economies · 亚太经合组织21个成员经济体</text>`;
  body += `<text x="${membersWidth - 16}" y="${membersHeight - 12}" text-anchor="end" font-size="13" fill="#083f62">${esc(`${credit.map.en} · ${credit.map.zh}`)}</text>`;
  return svgDocument(membersWidth, membersHeight, body);
}
