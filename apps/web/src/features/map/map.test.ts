import { describe, expect, it } from 'vitest';
import { DEFAULT_CENTER, DEFAULT_ZOOM } from './map-defaults';
import { markerQueryUrl } from './marker-link';
import { distanceKm, nearestCity, wrapLongitude } from './nearest-city';

const tianjin = { id: '28', latitude: 39.1467, longitude: 117.2056 };
const beijing = { id: '20', latitude: 39.904, longitude: 116.4075 };
const sydney = { id: '1', latitude: -33.8678, longitude: 151.21 };

describe('map panel', () => {
  it('opens on Tianjin at zoom 8 (SPEC §9)', () => {
    expect(DEFAULT_CENTER).toEqual([39.12, 117.2]);
    expect(DEFAULT_ZOOM).toBe(8);
  });

  it('measures great-circle distances', () => {
    expect(distanceKm(tianjin, beijing)).toBeGreaterThan(100);
    expect(distanceKm(tianjin, beijing)).toBeLessThan(120);
  });

  it('snaps a dropped marker to the nearest city within reach', () => {
    const point = { latitude: DEFAULT_CENTER[0], longitude: DEFAULT_CENTER[1] };
    expect(nearestCity(point, [sydney, beijing, tianjin], 300)?.id).toBe('28');
    expect(nearestCity({ latitude: 0, longitude: -140 }, [sydney, beijing], 300)).toBeUndefined();
    expect(nearestCity(point, [], 300)).toBeUndefined();
  });

  it('wraps longitudes past the date line', () => {
    expect(wrapLongitude(190)).toBe(-170);
    expect(wrapLongitude(-190)).toBe(170);
    expect(wrapLongitude(117.2)).toBeCloseTo(117.2);
  });

  it('links to the data query with the marker and the years preselected, scrolled to the results', () => {
    expect(markerQueryUrl({ countryId: '5', cityId: '28', seriesId: '4', from: 2017, to: 2026 }, 'zh')).toBe(
      '/client/dataQuery?dim=1&country=5&city=28&series=4&from=2017&to=2026&lang=zh#results',
    );
    // The view's statistical type travels with its series (issue 19: the link kept neither years nor view).
    expect(
      markerQueryUrl({ countryId: '5', cityId: '28', seriesId: '4', typeId: '2', from: 2005, to: 2010 }, 'en'),
    ).toBe('/client/dataQuery?dim=1&country=5&city=28&series=4&type=2&from=2005&to=2010&lang=en#results');
    // A type without its series means nothing: left out.
    expect(markerQueryUrl({ countryId: '5', cityId: '28', typeId: '2' }, 'en')).toBe(
      '/client/dataQuery?dim=1&country=5&city=28&lang=en#results',
    );
    expect(markerQueryUrl({ countryId: '1', cityId: '1' }, 'en')).toBe(
      '/client/dataQuery?dim=1&country=1&city=1&lang=en#results',
    );
  });
});
