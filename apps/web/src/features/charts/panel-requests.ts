import type { SeriesInformation } from '../client-series/types';
import type { ChartRequest } from './chart-request';

/**
 * The chart queries of a series panel: the chosen statistical type (values, or year-on-year change when the
 * series allows it and the type is not itself a year-on-year change), then each other type in values, without
 * a year-on-year type while the main chart already shows the year-on-year change.
 */
export function panelRequests(
  base: Omit<ChartRequest, 'typeId' | 'yoy'>,
  series: Pick<SeriesInformation, 'types' | 'yearOnYear'>,
  typeId: string | undefined,
  yoy: boolean,
) {
  const main = series.types.find((type) => type.id === typeId);
  const yoyAllowed = series.yearOnYear && main?.computeType !== 'yoy';
  const showingYoy = yoyAllowed && yoy;
  const others = series.types.filter(
    (type) => type.id !== (main?.id ?? typeId) && !(showingYoy && type.computeType === 'yoy'),
  );
  return {
    yoyAllowed,
    showingYoy,
    main: { ...base, typeId, yoy: showingYoy } satisfies ChartRequest,
    others: others.map((type) => ({ type, request: { ...base, typeId: type.id, yoy: false } satisfies ChartRequest })),
  };
}
