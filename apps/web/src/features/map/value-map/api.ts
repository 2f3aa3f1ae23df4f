import type { PlaceGrid } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Language } from '../../../lib/language';

export interface PlaceGridRequest {
  seriesId: string;
  typeId?: string;
  from: number;
  to: number;
  lang: Language;
}

/** Set when the map's data has arrived; the draw time is measured from it (bench/client-bundle.ts). */
export const MAP_DATA_MARK = 'csp:map-data';
export const MAP_DRAWN_MARK = 'csp:map-drawn';

/** GET /reception/data/map: every city with its own figures and every economy, year by year. */
export function usePlaceGrid(request: PlaceGridRequest) {
  const { seriesId, typeId, from, to, lang } = request;
  return useQuery({
    queryKey: ['reception', 'place-grid', seriesId, typeId ?? '', from, to, lang],
    queryFn: async ({ signal }) => {
      const grid = await http.get<PlaceGrid>('/reception/data/map', {
        params: { seriesId, ...(typeId ? { typeId } : {}), startYear: from, endYear: to, lang },
        signal,
        silent: true,
      });
      performance.mark(MAP_DATA_MARK);
      return grid;
    },
    placeholderData: keepPreviousData,
  });
}
