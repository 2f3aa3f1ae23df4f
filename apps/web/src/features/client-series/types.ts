import type { Series, SeriesTreeNode, StatisticalTypeOption } from '@csp/contract/core';

export type { Series, SeriesTreeNode, StatisticalTypeOption };

/** `queryCitySerInformationByMainId`: a series with its statistical types. */
export type SeriesInformation = Series & { types: StatisticalTypeOption[] };

/** `listByCity`: a series with figures for a city, or only for its economy. */
export type CitySeries = Series & { dataLevel: 'city' | 'economy' };
