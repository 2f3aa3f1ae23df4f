import type { PlaceTable } from '@csp/contract/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { Language } from '../../../lib/language';

export interface PlaceTableRequest {
  seriesId: string;
  typeId?: string;
  from: number;
  to: number;
  lang: Language;
}

/** GET /reception/data/table: every city with its own figures and every economy, first and last figure. */
export function usePlaceTable(request: PlaceTableRequest) {
  const { seriesId, typeId, from, to, lang } = request;
  return useQuery({
    queryKey: ['reception', 'place-table', seriesId, typeId ?? '', from, to, lang],
    queryFn: ({ signal }) =>
      http.get<PlaceTable>('/reception/data/table', {
        params: { seriesId, ...(typeId ? { typeId } : {}), startYear: from, endYear: to, lang },
        signal,
        silent: true,
      }),
    placeholderData: keepPreviousData,
  });
}
