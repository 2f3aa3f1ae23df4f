import { describe, expect, it } from 'vitest';
import {
  type DataFilters,
  groupListQuery,
  logListQuery,
  placeSelection,
  singleExportQuery,
  valueFilterQuery,
  valueListQuery,
  yearsInOrder,
} from './query';

describe('city data queries', () => {
  it('sends the filters of the value list, paged and sorted on the server', () => {
    const filters: DataFilters = {
      countryId: '3',
      cityId: '17',
      seriesId: '5',
      dimensionId: '9',
      status: 'pending',
      startYear: 2000,
      endYear: 2010,
    };
    const query = valueListQuery(filters, 'any', { current: 3, pageSize: 50 }, { value: 'ascend' });
    expect(query).toEqual({
      ...filters,
      pageNo: 3,
      pageSize: 50,
      column: 'value',
      order: 'asc',
    });
  });

  it('leaves out blanks, unsortable columns and a type without its series', () => {
    expect(valueListQuery({ countryId: '', dimensionId: '9', username: 'x' }, 'any', {}, { place: 'descend' })).toEqual(
      {
        pageNo: 1,
        pageSize: 20,
      },
    );
    expect(valueListQuery({}, 'any', { current: 1, pageSize: 10 }, { seriesNumber: 'descend', year: null })).toEqual({
      pageNo: 1,
      pageSize: 10,
      column: 'series',
      order: 'desc',
    });
  });

  it('keeps economy-level figures only on the national economy screens, without a city', () => {
    expect(valueFilterQuery({ countryId: '3', cityId: '17' }, 'economy')).toEqual({
      countryId: '3',
      economyOnly: 'true',
    });
    expect(groupListQuery({ cityId: '17', status: 'canPublish' }, 'economy', { current: 2, pageSize: 10 })).toEqual({
      economyOnly: 'true',
      status: 'canPublish',
      pageNo: 2,
      pageSize: 10,
    });
    expect(valueFilterQuery({ countryId: '3' }, 'city')).toEqual({ countryId: '3', cityOnly: 'true' });
    expect(groupListQuery({ cityId: '17', status: 'canPublish' }, 'any')).toEqual({
      cityId: '17',
      status: 'canPublish',
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('filters logs by user (trimmed), action and time', () => {
    expect(
      logListQuery(
        { username: '  ana ', logType: 'logReject', from: '2026-01-01T00:00:00.000Z', status: 'pending' },
        { current: 1, pageSize: 20 },
      ),
    ).toEqual({ username: 'ana', logType: 'logReject', from: '2026-01-01T00:00:00.000Z', pageNo: 1, pageSize: 20 });
  });

  it('names one series at one place for exports and place actions', () => {
    expect(singleExportQuery({ seriesId: '5', countryId: '3', cityId: null })).toEqual({
      seriesId: '5',
      countryId: '3',
    });
    expect(placeSelection({ seriesId: '5', countryId: '3', cityId: null })).toEqual({
      seriesId: '5',
      countryId: '3',
      cityId: null,
    });
  });

  it('wants the start year no later than the end year', () => {
    expect(yearsInOrder({ startYear: 2010, endYear: 2000 })).toBe(false);
    expect(yearsInOrder({ startYear: 2010, endYear: 2010 })).toBe(true);
    expect(yearsInOrder({ startYear: 2010 })).toBe(true);
  });
});

describe('the waiting filter (issue 17: the examine screen opens on what waits)', () => {
  it('asks the server for pending or submitted values, and the groups for every status', () => {
    const query = valueListQuery({ status: 'waiting' }, 'any');
    expect(query.waiting).toBe('true');
    expect(query.status).toBeUndefined();
    expect(valueListQuery({ status: 'pending' }, 'any')).toMatchObject({ status: 'pending' });
    expect(groupListQuery({ status: 'waiting' }, 'any').status).toBeUndefined();
  });
});
