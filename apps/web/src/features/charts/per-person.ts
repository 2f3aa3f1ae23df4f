import {
  type PerPersonPlan,
  type PerPersonBlock as PerPersonReason,
  perPersonPlan as planFromNodes,
} from '@csp/contract/core';
import type { Series, SeriesTreeNode } from '../client-series/types';

/**
 * Per-person views (issue 19): the division, its rounding rule and the choice of population series are one
 * implementation in the contract (`@csp/contract/core` per-person.ts), used here for the chart and by the server
 * for the downloads of the view (`?pp=1`), so the files carry exactly the figures the chart shows.
 */
export {
  CITY_POPULATION,
  ECONOMY_POPULATION,
  PER_PERSON_SIGNIFICANT,
  type PerPersonPlan,
  type PerPersonResult,
  type PopulationSeries,
  perPersonChart,
  perPersonDecimals,
  perPersonUnitSuffix,
  perPersonValue,
  populationQueries,
} from '@csp/contract/core';
export type PerPersonBlock = PerPersonReason;

/** Whether a series can be shown per person (the public series tree), and with which population series. */
export function perPersonPlan(
  series: Pick<Series, 'number' | 'valueKind' | 'unitEn' | 'unitZh' | 'nameEn' | 'sourceEn' | 'pid'>,
  tree: readonly SeriesTreeNode[] | undefined,
  yoy: boolean,
): PerPersonPlan {
  return planFromNodes(
    series,
    (tree ?? []).flatMap((node) => [node, ...node.children]),
    yoy,
  );
}
