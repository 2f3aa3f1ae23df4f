import type { FeatureCollection } from 'geojson';
import { describe, expect, it } from 'vitest';
import seededEconomies from '../../../../../server/src/db/seed/data/economies.json';
import { shapeIdOf } from './economy-shapes';
import {
  bubbleAt,
  CLASS_COLOURS,
  classOf,
  colourOf,
  drawOrder,
  legendClasses,
  MAX_RADIUS,
  MIN_RADIUS,
  makeScale,
  NO_DATA_COLOUR,
  pickYear,
  radiusOf,
  type Scale,
} from './map-model';
import { labelPoint, pacificLongitude, pacificShapes } from './project';

/** A scale that must exist. */
function scaleOf(rows: (number | null)[][]): Scale {
  const scale = makeScale(rows);
  if (!scale) throw new Error('no scale');
  return scale;
}

describe('value map scales', () => {
  it('makes quintile classes over every year, so each colour holds about a fifth of the figures', () => {
    const rows = [Array.from({ length: 50 }, (_, i) => i + 1), Array.from({ length: 50 }, (_, i) => i + 51)];
    const scale = scaleOf(rows);
    expect(scale).toMatchObject({ min: 1, max: 100, maxAbs: 100, breaks: [21, 41, 61, 81] });
    const counts = new Map<number, number>();
    for (let v = 1; v <= 100; v++) counts.set(classOf(v, scale), (counts.get(classOf(v, scale)) ?? 0) + 1);
    expect([...counts.values()]).toEqual([20, 20, 20, 20, 20]);
    expect(colourOf(100, scale)).toBe(CLASS_COLOURS[4]);
    expect(colourOf(1, scale)).toBe(CLASS_COLOURS[0]);
    expect(colourOf(null, scale)).toBe(NO_DATA_COLOUR);
    expect(colourOf(Number.NaN, scale)).toBe(NO_DATA_COLOUR);
  });

  it('copes with no figures, one figure, many equal figures and negative figures', () => {
    expect(makeScale([[null, null]])).toBeNull();
    const one = makeScale([[null, 7]]);
    expect(one?.breaks).toEqual([]);
    expect(colourOf(7, one)).toBe(CLASS_COLOURS[4]);
    const equal = scaleOf([[5, 5, 5, 5, 5, 5, 5, 5, 9, 10]]);
    expect(new Set(equal.breaks).size).toBe(equal.breaks.length);
    expect(classOf(5, equal)).toBe(0);
    expect(classOf(10, equal)).toBe(4);
    const signed = scaleOf([[-40, -10, 0, 10, 20]]);
    expect(signed.maxAbs).toBe(40);
    expect(radiusOf(-40, signed)).toBe(MAX_RADIUS);
  });

  it('gives bubbles an area proportional to the value, never below the smallest visible size', () => {
    const scale = scaleOf([[0, 25, 100]]);
    expect(radiusOf(100, scale)).toBe(MAX_RADIUS);
    expect(radiusOf(25, scale)).toBeCloseTo(MAX_RADIUS / 2, 10);
    expect(radiusOf(0, scale)).toBe(MIN_RADIUS);
    const area = (v: number) => radiusOf(v, scale) ** 2;
    expect(area(100) / area(25)).toBeCloseTo(4, 10);
  });

  it('names each legend class with its range, the last one open-ended', () => {
    const scale = scaleOf([Array.from({ length: 10 }, (_, i) => i * 10)]);
    const classes = legendClasses(scale);
    expect(classes[0]).toMatchObject({ from: 0, to: scale.breaks[0], colour: CLASS_COLOURS[0] });
    expect(classes.at(-1)).toEqual({ from: scale.breaks.at(-1), colour: CLASS_COLOURS[4] });
    expect(classes).toHaveLength(scale.breaks.length + 1);
  });

  it('shows the year asked for, else the last year with a figure', () => {
    const years = [2018, 2019, 2020, 2021];
    const rows = [
      [1, 2, null, null],
      [null, 3, 4, null],
    ];
    expect(pickYear(years, rows, 2019)).toBe(2019);
    expect(pickYear(years, rows, 1990)).toBe(2020);
    expect(pickYear(years, rows)).toBe(2020);
    expect(pickYear(years, [[null, null, null, null]])).toBe(2021);
  });

  it('finds the smallest bubble under the pointer, and draws large bubbles first', () => {
    const big = { x: 100, y: 100, r: 30, index: 0 };
    const small = { x: 110, y: 100, r: 4, index: 1 };
    const far = { x: 300, y: 300, r: 10, index: 2 };
    expect(bubbleAt([big, small, far], 111, 101)).toBe(small);
    expect(bubbleAt([big, small, far], 85, 100)).toBe(big);
    expect(bubbleAt([big, small, far], 200, 200)).toBeUndefined();
    expect(drawOrder([small, far, big]).map((b) => b.index)).toEqual([0, 2, 1]);
  });

  it('draws 1,500 bubbles: the hit test over all of them stays a linear pass', () => {
    const bubbles = Array.from({ length: 1500 }, (_, i) => ({
      x: (i % 50) * 20,
      y: Math.floor(i / 50) * 20,
      r: 5,
      index: i,
    }));
    expect(bubbleAt(bubbles, 20 * 7, 20 * 11)?.index).toBe(11 * 50 + 7);
  });
});

describe('value map projection', () => {
  it('centres on the Pacific: the Americas one turn east, Asia unchanged', () => {
    expect(pacificLongitude(-74)).toBe(286);
    expect(pacificLongitude(139.7)).toBe(139.7);
    expect(pacificLongitude(-10)).toBe(-10);
  });

  it('moves whole polygons west of 25°W, joins polygons across the antimeridian, and drops Antarctica', () => {
    const shapes: FeatureCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: '840',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-100, 30],
                [-90, 30],
                [-90, 40],
                [-100, 30],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          id: '643',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [175, 65],
                [-175, 65],
                [-175, 70],
                [175, 65],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          id: '352',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-24, 64],
                [-13, 64],
                [-13, 66],
                [-24, 64],
              ],
            ],
          },
        },
        {
          type: 'Feature',
          id: '010',
          properties: {},
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-180, -80],
                [180, -80],
                [0, -90],
                [-180, -80],
              ],
            ],
          },
        },
      ],
    };
    const out = pacificShapes(shapes);
    expect(out.features.map((f) => f.id)).toEqual(['840', '643', '352']);
    const ring = (i: number) =>
      (out.features[i]?.geometry as { coordinates: number[][][] } | undefined)?.coordinates[0]?.map((p) => p[0]);
    expect(ring(0)).toEqual([260, 270, 270, 260]);
    expect(ring(1)).toEqual([175, 185, 185, 175]);
    expect(ring(2)).toEqual([-24, -13, -13, -24]);
  });

  it("labels an economy at the centre of its largest polygon's box", () => {
    const point = labelPoint({
      type: 'MultiPolygon',
      coordinates: [
        [
          [
            [0, 0],
            [1, 0],
            [1, 1],
            [0, 0],
          ],
        ],
        [
          [
            [10, 10],
            [30, 10],
            [30, 20],
            [10, 10],
          ],
        ],
      ],
    });
    expect(point).toEqual([15, 20]);
    expect(labelPoint(null)).toBeUndefined();
  });

  it('knows the shape of every APEC economy', () => {
    for (const { code } of seededEconomies) {
      expect(shapeIdOf(code), code).toMatch(/^\d{3}$/);
    }
    expect(shapeIdOf('chn')).toBe('156');
    expect(shapeIdOf('XXX')).toBeUndefined();
  });
});
