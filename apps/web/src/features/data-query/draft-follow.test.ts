import { queryDimensions } from '@csp/contract/core';
import { describe, expect, it } from 'vitest';
import { followShown } from './draft-follow';
import { initialQueryState, type QueryState } from './query-state';

const city = { ...initialQueryState, dim: queryDimensions.city, country: 'au', city: 'sydney' } as QueryState;
const filled: QueryState = { ...city, series: 'gdp', type: 't1', from: 2000, to: 2020 };

describe('the form draft when the URL changes', () => {
  it('keeps a series the visitor chose while the URL was filling in the defaults', () => {
    const draft = { ...city, series: 'population', type: undefined };
    const next = followShown(draft, city, filled);
    expect(next.series).toBe('population');
    expect(next.type).toBeUndefined();
    expect(next.city).toBe('sydney');
  });

  it('follows the filled URL when the visitor has not touched the form', () => {
    expect(followShown({ ...city }, city, filled)).toEqual(filled);
  });

  it('starts again from the URL on a new search (back, a map link, another city)', () => {
    const draft = { ...filled, series: 'population' };
    const other = { ...filled, city: 'melbourne' };
    expect(followShown(draft, filled, other)).toEqual(other);
  });

  it('takes the view (chart kind, tab) from the URL while keeping the choice', () => {
    const draft = { ...city, series: 'population' };
    const next = followShown(draft, city, { ...filled, chart: 'bar', tab: 'table' });
    expect(next.chart).toBe('bar');
    expect(next.tab).toBe('table');
    expect(next.series).toBe('population');
  });

  it('keeps a cleared statistical type the visitor chose', () => {
    const draft = { ...city, type: null };
    expect(followShown(draft, city, filled).type).toBeNull();
  });
});
