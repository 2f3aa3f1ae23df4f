import { describe, expect, it } from 'vitest';
import { findByPrefix, keyOrder, moveCursor, PAGE_STEP } from './keyboard';

const stop = (index: number, name: string, value: number) => ({ index, lat: 0, lng: 0, value, name });

describe('value map keyboard', () => {
  it('orders the places largest value first, equal values by name', () => {
    const order = keyOrder([stop(0, 'Osaka', 19), stop(1, 'Tokyo', 37), stop(2, 'Beijing', 19), stop(3, 'Lima', -2)]);
    expect(order.map((s) => s.name)).toEqual(['Tokyo', 'Beijing', 'Osaka', 'Lima']);
  });

  it('moves the cursor with arrows, pages, Home and End, stopping at either end', () => {
    expect(moveCursor('ArrowRight', undefined, 5)).toBe(0);
    expect(moveCursor('ArrowDown', 0, 5)).toBe(1);
    expect(moveCursor('ArrowRight', 4, 5)).toBe(4);
    expect(moveCursor('ArrowLeft', 0, 5)).toBe(0);
    expect(moveCursor('ArrowUp', 3, 5)).toBe(2);
    expect(moveCursor('ArrowLeft', undefined, 5)).toBe(0);
    expect(moveCursor('PageDown', 0, 50)).toBe(PAGE_STEP);
    expect(moveCursor('PageDown', 45, 50)).toBe(49);
    expect(moveCursor('PageUp', 5, 50)).toBe(0);
    expect(moveCursor('Home', 7, 50)).toBe(0);
    expect(moveCursor('End', 7, 50)).toBe(49);
    // Not the cursor's keys, or nothing to walk: left to the page.
    expect(moveCursor('Tab', 1, 5)).toBeUndefined();
    expect(moveCursor('a', 1, 5)).toBeUndefined();
    expect(moveCursor('ArrowRight', undefined, 0)).toBeUndefined();
  });

  it('jumps to a name by its first letters, round from the cursor, case- and width-insensitive', () => {
    const stops = [{ name: 'Tokyo' }, { name: 'Shanghai' }, { name: 'Seoul' }, { name: 'Sydney' }, { name: '上海' }];
    expect(findByPrefix(stops, 's', undefined)).toBe(1);
    expect(findByPrefix(stops, 's', 1)).toBe(2);
    expect(findByPrefix(stops, 's', 3)).toBe(1);
    expect(findByPrefix(stops, 'sy', 1)).toBe(3);
    expect(findByPrefix(stops, 'ＳＥ', undefined)).toBe(2);
    expect(findByPrefix(stops, '上', 0)).toBe(4);
    expect(findByPrefix(stops, 'x', 0)).toBeUndefined();
    expect(findByPrefix([], 's', undefined)).toBeUndefined();
  });
});
