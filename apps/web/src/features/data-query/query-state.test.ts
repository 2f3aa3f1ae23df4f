import { describe, expect, it } from 'vitest';
import {
  decodeQuery,
  encodeQuery,
  initialQueryState,
  openPlace,
  pickCity,
  type QueryState,
  searchKey,
} from './query-state';

const full: QueryState = {
  dim: 1,
  country: '5',
  city: '18',
  series: '4',
  type: '1',
  from: 2010,
  to: 2023,
  chart: 'bar',
  yoy: true,
};

describe('data query URL state', () => {
  it('round-trips the whole view, language included', () => {
    const search = encodeQuery(full, 'zh');
    expect(search).toBe('?dim=1&country=5&city=18&series=4&type=1&from=2010&to=2023&chart=bar&yoy=1&lang=zh');
    expect(decodeQuery(new URLSearchParams(search))).toEqual(full);
  });

  it('reads the indicator dimension and leaves missing selections open', () => {
    expect(decodeQuery(new URLSearchParams('?dim=2&series=7'))).toEqual({
      ...initialQueryState,
      dim: 2,
      country: undefined,
      city: undefined,
      series: '7',
      type: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('takes a map marker passed as country and city (SPEC §2)', () => {
    const state = decodeQuery(new URLSearchParams('country=5&city=20'));
    expect(state).toMatchObject({ dim: 1, country: '5', city: '20', chart: 'line', yoy: false });
  });

  it('drops malformed values instead of failing', () => {
    const state = decodeQuery(
      new URLSearchParams('dim=9&country=abc&city=1;drop&series=-4&type=&from=20&to=year&chart=pie&yoy=maybe'),
    );
    expect(state).toEqual({
      ...initialQueryState,
      country: undefined,
      city: undefined,
      series: undefined,
      type: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('omits what is not chosen', () => {
    expect(encodeQuery({ ...initialQueryState, country: '1' }, 'en')).toBe('?dim=1&country=1&chart=line&yoy=0&lang=en');
  });

  it('keys a search by its selections only', () => {
    expect(searchKey(full)).toBe(searchKey({ ...full, chart: 'line', yoy: false }));
    expect(searchKey(full)).not.toBe(searchKey({ ...full, to: 2022 }));
  });
});

describe('the table tab and "choose the city first" in the URL', () => {
  it('keeps the tab and its sort in the URL, and leaves them out for the chart', () => {
    const table: QueryState = { ...full, tab: 'table', sort: '-pct' };
    const search = encodeQuery(table, 'en');
    expect(search).toBe(
      '?dim=1&country=5&city=18&series=4&type=1&from=2010&to=2023&chart=bar&yoy=1&tab=table&sort=-pct&lang=en',
    );
    expect(decodeQuery(new URLSearchParams(search))).toEqual(table);
    expect(encodeQuery({ ...full, sort: 'value' }, 'en')).not.toContain('sort');
    expect(decodeQuery(new URLSearchParams('tab=pie&sort=evil'))).not.toHaveProperty('tab');
    expect(decodeQuery(new URLSearchParams('tab=pie&sort=evil'))).not.toHaveProperty('sort');
  });

  it('searches a city picked first with its economy, keeping series, type and years', () => {
    const next = pickCity(full, { id: '77', countryId: '9' });
    expect(next).toMatchObject({ country: '9', city: '77', series: '4', type: '1', from: 2010, to: 2023 });
    expect(searchKey(next)).not.toBe(searchKey(full));
  });
});

describe('data query URL state: the Map tab', () => {
  it('keeps the map tab and its year in the URL, and drops the year on other tabs', () => {
    const map: QueryState = { ...full, tab: 'map', year: 2015 };
    const search = encodeQuery(map, 'en');
    expect(search).toContain('&tab=map&year=2015&lang=en');
    expect(decodeQuery(new URLSearchParams(search))).toEqual(map);
    expect(encodeQuery({ ...full, tab: 'table', year: 2015 }, 'en')).not.toContain('year=');
    expect(decodeQuery(new URLSearchParams('tab=chart'))).not.toHaveProperty('tab');
    expect(decodeQuery(new URLSearchParams('tab=map&year=20x5'))).not.toHaveProperty('year');
    expect(decodeQuery(new URLSearchParams('tab=<script>'))).not.toHaveProperty('tab');
  });

  it('opens a place clicked on the map: its chart, series and years kept, the tab left', () => {
    const state: QueryState = { ...full, tab: 'map', year: 2015 };
    expect(openPlace(state, { countryId: '9', cityId: '77' })).toEqual({ ...full, country: '9', city: '77' });
    const economy = openPlace(state, { countryId: '9' });
    expect(economy).toMatchObject({ country: '9', city: undefined, series: '4', from: 2010, to: 2023 });
    expect(economy).not.toHaveProperty('tab');
  });

  it('keeps the chart options in the URL, per person included; anything else is off', () => {
    const state: QueryState = { ...full, log: true, rel: 'index', base: 2012, ends: true, pp: true };
    const search = encodeQuery(state, 'en');
    expect(search).toContain('pp=1');
    expect(decodeQuery(new URLSearchParams(search))).toMatchObject({ log: true, rel: 'index', ends: true, pp: true });
    expect(decodeQuery(new URLSearchParams('pp=0'))).not.toHaveProperty('pp');
    expect(decodeQuery(new URLSearchParams('pp=%00'))).not.toHaveProperty('pp');
    expect(encodeQuery(full, 'en')).not.toContain('pp=');
  });
});
