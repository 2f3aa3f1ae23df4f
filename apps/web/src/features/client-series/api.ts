import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../lib/http';
import type { Language } from '../../lib/language';
import type { CitySeries, SeriesInformation, SeriesTreeNode } from './types';

/** Series texts come in the language of the request, so every key carries it. */
export const seriesKeys = {
  tree: (lang: Language) => ['reception', 'series-tree', lang] as const,
  ofCity: (cityId: string, lang: Language) => ['reception', 'city-series', cityId, lang] as const,
  information: (seriesId: string, lang: Language) => ['reception', 'series-information', seriesId, lang] as const,
};

const list = <T>(value: T[] | null | undefined): T[] => (Array.isArray(value) ? value : []);

/** GET /reception/series/citySerSeries/list: the public series tree (groups, then chartable series). */
export const seriesTreeQuery = (lang: Language) =>
  queryOptions({
    queryKey: seriesKeys.tree(lang),
    queryFn: async ({ signal }) =>
      list(await http.get<SeriesTreeNode[] | null>('/reception/series/citySerSeries/list', { signal, silent: true })),
  });

/** GET …/listByCity/{id}: the series with published figures for a city (SPEC §2 "series of the city"). */
export const citySeriesQuery = (cityId: string, lang: Language) =>
  queryOptions({
    queryKey: seriesKeys.ofCity(cityId, lang),
    queryFn: async ({ signal }) =>
      list(
        await http.get<CitySeries[] | null>(
          `/reception/series/citySerSeries/listByCity/${encodeURIComponent(cityId)}`,
          {
            signal,
            silent: true,
          },
        ),
      ),
  });

/** GET …/queryCitySerInformationByMainId: a series with its statistical types, title and description. */
export const seriesInformationQuery = (seriesId: string, lang: Language) =>
  queryOptions({
    queryKey: seriesKeys.information(seriesId, lang),
    queryFn: ({ signal }) =>
      http.get<SeriesInformation>('/reception/series/citySerSeries/queryCitySerInformationByMainId', {
        params: { id: seriesId },
        signal,
        silent: true,
      }),
  });

export function useSeriesTree(lang: Language, enabled = true) {
  return useQuery({ ...seriesTreeQuery(lang), enabled });
}

export function useCitySeries(cityId: string | undefined, lang: Language, enabled = true) {
  return useQuery({ ...citySeriesQuery(cityId ?? '', lang), enabled: enabled && Boolean(cityId) });
}

export function useSeriesInformation(seriesId: string | undefined, lang: Language) {
  return useQuery({ ...seriesInformationQuery(seriesId ?? '', lang), enabled: Boolean(seriesId) });
}

/** The chartable (level 2) series of a tree, in tree order. */
export function seriesLeaves(tree: readonly SeriesTreeNode[]): SeriesTreeNode['children'] {
  return tree.flatMap((node) => (node.level === 2 ? [node] : node.children));
}
