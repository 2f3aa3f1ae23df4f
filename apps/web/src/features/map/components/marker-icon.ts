import { divIcon } from 'leaflet';

/** The draggable marker: an SVG pin (no image files, so nothing to resolve at build time). */
export const pinIcon = divIcon({
  className: 'csp-map-pin',
  html:
    '<svg width="30" height="42" viewBox="0 0 30 42" aria-hidden="true" focusable="false">' +
    '<path d="M15 41C15 41 2 24.5 2 15a13 13 0 1 1 26 0c0 9.5-13 26-13 26z" fill="#d55e00" stroke="#fff" stroke-width="2"/>' +
    '<circle cx="15" cy="15" r="5" fill="#fff"/></svg>',
  iconSize: [30, 42],
  iconAnchor: [15, 41],
  popupAnchor: [0, -38],
});
