import { describe, expect, it } from 'vitest';
import { isStepKey, stepCity, zoomByKey } from './locate-keys';

const city = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });
const tianjin = city('Tianjin', 39.12, 117.2);
const beijing = city('Beijing', 39.9, 116.4);
const dalian = city('Dalian', 38.91, 121.6);
const shanghai = city('Shanghai', 31.23, 121.47);
const harbin = city('Harbin', 45.8, 126.5);
const shijiazhuang = city('Shijiazhuang', 38.04, 114.51);
const places = [tianjin, beijing, dalian, shanghai, harbin, shijiazhuang];

describe('locating map keys', () => {
  it('moves to the nearest city in the direction of the arrow', () => {
    expect(stepCity(places, tianjin, 'ArrowRight')?.name).toBe('Dalian');
    expect(stepCity(places, tianjin, 'ArrowDown')?.name).toBe('Shanghai');
    // Beijing lies north-west, nearer north than west once longitude is scaled by the latitude.
    expect(stepCity(places, tianjin, 'ArrowUp')?.name).toBe('Beijing');
    expect(stepCity(places, tianjin, 'ArrowLeft')?.name).toBe('Shijiazhuang');
    expect(stepCity(places, dalian, 'ArrowLeft')?.name).toBe('Tianjin');
  });

  it('stays when no city lies that way, and ignores keys that are not arrows', () => {
    expect(stepCity(places, shijiazhuang, 'ArrowLeft')).toBeUndefined();
    expect(stepCity(places, harbin, 'ArrowUp')).toBeUndefined();
    expect(stepCity(places, tianjin, 'Enter')).toBeUndefined();
    expect(isStepKey('ArrowUp')).toBe(true);
    expect(isStepKey('Tab')).toBe(false);
    // A city at the very same point is not a step.
    expect(stepCity([tianjin, city('Tianjin twin', 39.12, 117.2)], tianjin, 'ArrowRight')).toBeUndefined();
  });

  it('crosses the date line', () => {
    const suva = city('Suva', -18.1, 178.4);
    const apia = city('Apia', -13.8, -171.8);
    const auckland = city('Auckland', -36.8, 174.8);
    expect(stepCity([suva, apia, auckland], suva, 'ArrowRight')?.name).toBe('Apia');
    expect(stepCity([suva, apia, auckland], apia, 'ArrowLeft')?.name).toBe('Suva');
  });
});

describe('zoomByKey', () => {
  const press = (key: string) => {
    const calls: string[] = [];
    const map = { zoomIn: () => calls.push('in'), zoomOut: () => calls.push('out') };
    const handled = zoomByKey({ key, preventDefault: () => calls.push('prevented') }, map);
    return { handled, calls };
  };
  it('zooms in on + and =, out on -, and leaves other keys alone', () => {
    expect(press('+')).toEqual({ handled: true, calls: ['prevented', 'in'] });
    expect(press('=')).toEqual({ handled: true, calls: ['prevented', 'in'] });
    expect(press('-')).toEqual({ handled: true, calls: ['prevented', 'out'] });
    expect(press('a')).toEqual({ handled: false, calls: [] });
  });
});
