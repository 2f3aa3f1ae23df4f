import { describe, expect, it } from 'vitest';
import { defaultPair, orderedPair, visibleFields } from './compare-view';

describe('data log comparison', () => {
  it('opens on the last two versions, older first', () => {
    expect(defaultPair([0, 1, 2, 3])).toEqual([2, 3]);
    expect(defaultPair([3, 1])).toEqual([1, 3]);
    expect(defaultPair([1])).toBeUndefined();
  });

  it('orders two ticked versions and refuses any other count', () => {
    expect(orderedPair([4, 1])).toEqual([1, 4]);
    expect(orderedPair([1])).toBeUndefined();
    expect(orderedPair([1, 2, 3])).toBeUndefined();
  });

  it('shows all fields or the changed ones', () => {
    const fields = [
      { field: 'a', left: '1', right: '2', changed: true },
      { field: 'b', left: 'x', right: 'x', changed: false },
    ];
    expect(visibleFields(fields, true).map((f) => f.field)).toEqual(['a']);
    expect(visibleFields(fields, false)).toHaveLength(2);
  });
});
