import { useEffect, useRef } from 'react';
import { useMap } from 'react-leaflet';
import { MAP_DATA_MARK, MAP_DRAWN_MARK } from './api';
import { bubbleAt, type DrawnBubble, drawOrder } from './map-model';

export interface BubblePoint {
  lat: number;
  lng: number;
  radius: number;
  colour: string;
  /** The index of the place in the grid. */
  index: number;
}

export interface MapLabel {
  lat: number;
  lng: number;
  text: string;
}

/** The keyboard's place: a focus ring drawn round it. */
export interface MapRing {
  lat: number;
  lng: number;
  r: number;
}

interface Props {
  points: readonly BubblePoint[];
  labels: readonly MapLabel[];
  ring?: MapRing;
  /** The place under the pointer (undefined: none), with the pointer's position in the map container. */
  onHover: (index: number | undefined, x: number, y: number) => void;
  onPick: (index: number) => void;
}

/**
 * Every bubble on ONE canvas over the map (thousands of SVG or DOM markers would make panning stutter), drawn
 * again on each move and zoom, larger bubbles first; the pointer finds its bubble by distance. The first draw
 * with data sets the `csp:map-drawn` mark and measures it from the data's arrival (`csp:map-draw`).
 *
 * Not clustered, on purpose: a bubble's area is its value, and a cluster would show a sum or a count that no
 * source published. Overlap at low zoom is kept legible instead by drawing large bubbles first with a white edge at
 * 85% opacity (every small city stays visible on top and under the pointer), by zoom, and by the keyboard and the
 * table, which reach every place. A redraw of the 918 demo bubbles takes under 1 ms (median, headless Chromium), so
 * panning stays smooth at 1,600.
 */
export function BubbleOverlay({ points, labels, ring, onHover, onPick }: Props) {
  const map = useMap();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const drawn = useRef<DrawnBubble[]>([]);
  const latest = useRef({ points, labels, ring, onHover, onPick });
  latest.current = { points, labels, ring, onHover, onPick };
  const measured = useRef(false);

  useEffect(() => {
    const container = map.getContainer();
    const canvas = document.createElement('canvas');
    canvas.className = 'csp-bubble-canvas';
    canvas.setAttribute('aria-hidden', 'true');
    canvas.dataset.testid = 'map-canvas';
    Object.assign(canvas.style, { position: 'absolute', inset: '0', zIndex: '450', pointerEvents: 'none' });
    container.appendChild(canvas);
    canvasRef.current = canvas;

    const draw = () => {
      const size = map.getSize();
      const ratio = window.devicePixelRatio || 1;
      if (canvas.width !== Math.round(size.x * ratio) || canvas.height !== Math.round(size.y * ratio)) {
        canvas.width = Math.round(size.x * ratio);
        canvas.height = Math.round(size.y * ratio);
        canvas.style.width = `${size.x}px`;
        canvas.style.height = `${size.y}px`;
      }
      const ctx = canvas.getContext('2d');
      if (!ctx) return;
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
      ctx.clearRect(0, 0, size.x, size.y);
      const { points: shown, labels: names } = latest.current;

      ctx.font = '600 11px system-ui, sans-serif';
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.lineJoin = 'round';
      for (const label of names) {
        const p = map.latLngToContainerPoint([label.lat, label.lng]);
        if (p.x < -50 || p.y < -20 || p.x > size.x + 50 || p.y > size.y + 20) continue;
        ctx.strokeStyle = 'rgba(255,255,255,0.85)';
        ctx.lineWidth = 3;
        ctx.strokeText(label.text, p.x, p.y);
        ctx.fillStyle = '#4a5563';
        ctx.fillText(label.text, p.x, p.y);
      }

      const bubbles: DrawnBubble[] = [];
      const colours = new Map<number, string>();
      for (const point of shown) {
        const p = map.latLngToContainerPoint([point.lat, point.lng]);
        const r = point.radius;
        if (p.x < -r || p.y < -r || p.x > size.x + r || p.y > size.y + r) continue;
        bubbles.push({ x: p.x, y: p.y, r, index: point.index });
        colours.set(point.index, point.colour);
      }
      drawOrder(bubbles);
      ctx.lineWidth = 0.8;
      ctx.strokeStyle = 'rgba(255,255,255,0.9)';
      ctx.globalAlpha = 0.85;
      for (const b of bubbles) {
        ctx.beginPath();
        ctx.arc(b.x, b.y, b.r, 0, Math.PI * 2);
        ctx.fillStyle = colours.get(b.index) ?? '#999';
        ctx.fill();
        ctx.stroke();
      }
      ctx.globalAlpha = 1;
      // The keyboard's place: a dark ring in a white one, visible on any fill.
      const focus = latest.current.ring;
      if (focus) {
        const p = map.latLngToContainerPoint([focus.lat, focus.lng]);
        ctx.beginPath();
        ctx.arc(p.x, p.y, focus.r + 4, 0, Math.PI * 2);
        ctx.lineWidth = 5;
        ctx.strokeStyle = '#fff';
        ctx.stroke();
        ctx.lineWidth = 2.5;
        ctx.strokeStyle = '#111';
        ctx.stroke();
        canvas.dataset.ring = `${Math.round(p.x)},${Math.round(p.y)}`;
      } else {
        delete canvas.dataset.ring;
      }
      drawn.current = bubbles;
      canvas.dataset.bubbles = String(bubbles.length);
      if (!measured.current && shown.length > 0) {
        measured.current = true;
        performance.mark(MAP_DRAWN_MARK);
        if (performance.getEntriesByName(MAP_DATA_MARK).length > 0) {
          const m = performance.measure('csp:map-draw', MAP_DATA_MARK, MAP_DRAWN_MARK);
          canvas.dataset.drawMs = m ? m.duration.toFixed(1) : '';
        }
      }
    };

    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        draw();
      });
    };
    // Told only while over a bubble and once on leaving it, so other layers' own hover (shaded economies) stays.
    let over = false;
    const pointer = (e: { containerPoint: { x: number; y: number } }) => {
      const hit = bubbleAt(drawn.current, e.containerPoint.x, e.containerPoint.y);
      if (!hit && !over) return;
      over = Boolean(hit);
      container.style.cursor = hit ? 'pointer' : '';
      latest.current.onHover(hit?.index, e.containerPoint.x, e.containerPoint.y);
    };
    const click = (e: { containerPoint: { x: number; y: number } }) => {
      const hit = bubbleAt(drawn.current, e.containerPoint.x, e.containerPoint.y);
      if (hit) latest.current.onPick(hit.index);
    };
    const leave = () => {
      if (!over) return;
      over = false;
      latest.current.onHover(undefined, 0, 0);
    };
    // Drawn at once when the layer appears (and on every change below), then on each frame the map moves.
    draw();
    map.on('move zoom resize viewreset', schedule);
    map.on('mousemove', pointer);
    map.on('click', click);
    map.on('mouseout', leave);
    (canvas as HTMLCanvasElement & { redraw?: () => void }).redraw = draw;
    return () => {
      cancelAnimationFrame(frame);
      map.off('move zoom resize viewreset', schedule);
      map.off('mousemove', pointer);
      map.off('click', click);
      map.off('mouseout', leave);
      canvas.remove();
      canvasRef.current = null;
    };
  }, [map]);

  // New points (another year, another series): drawn at once, in the same task as the change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: redrawn whenever the points or labels change
  useEffect(() => {
    const canvas = canvasRef.current as (HTMLCanvasElement & { redraw?: () => void }) | null;
    canvas?.redraw?.();
  }, [points, labels, ring?.lat, ring?.lng, ring?.r]);

  return null;
}
