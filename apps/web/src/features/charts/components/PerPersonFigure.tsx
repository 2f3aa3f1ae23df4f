import type { ChartData } from '@csp/contract/core';
import { type ComponentProps, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useSeriesTree } from '../../client-series/api';
import { useLanguage } from '../../client-url/use-language';
import { explorerNamespace } from '../../data-query/explorer/explorer-texts';
import { useChartData } from '../api';
import type { ChartRequest } from '../chart-request';
import { perPersonChart, perPersonPlan, perPersonUnitSuffix, populationQueries } from '../per-person';
import { ChartFigure } from './ChartFigure';
import styles from './charts.module.css';

type Props = ComponentProps<typeof ChartFigure>;

/**
 * The chart per person (issue 19), loaded on demand: the population of the same places and years is fetched
 * through the public chart API (economy-level figures: the economies' total population; city-level figures: the
 * cities' population series), the figures divided here (per-person.ts), and the chart marked as derived, with the
 * formula and both sources. Where per person does not apply, the values are shown with the reason.
 */
export default function PerPersonFigure(props: Props) {
  const { chart, request } = props;
  const { t } = useTranslation(explorerNamespace);
  const lang = useLanguage();
  const tree = useSeriesTree(lang);
  const node = tree.data?.flatMap((n) => [n, ...n.children]).find((n) => n.id === chart.series.id);
  const plan = node
    ? perPersonPlan(node, tree.data, chart.yearOnYear || chart.type.computeType === 'yoy')
    : tree.data
      ? ({ available: false, reason: 'noPopulation' } as const)
      : null;
  const population = plan?.available ? plan.population : undefined;
  const years = { startYear: chart.requestParams.startYear, endYear: chart.requestParams.endYear };
  // The same population queries as the server's downloads of this view (`?pp=1`): one rule in the contract.
  const queries = population ? populationQueries(chart, population) : { economy: null, city: null };
  const economyIds = queries.economy?.countryIds ?? [];
  const cityIds = queries.city?.cityIds ?? [];
  const ask = (seriesId: string | undefined, cities: string[], countries: string[]): ChartRequest | null =>
    seriesId && cities.length + countries.length > 0
      ? { seriesId, cityIds: cities, countryIds: countries, ...years, yoy: false, lang }
      : null;
  const economy = useChartData(ask(queries.economy?.seriesId, [], economyIds));
  const city = useChartData(ask(queries.city?.seriesId, cityIds, []));
  const waiting = !plan || (economy.isLoading && queries.economy) || (city.isLoading && queries.city);
  const derived = useMemo(
    () =>
      population && !waiting
        ? perPersonChart(
            chart,
            { economy: economy.data, city: city.data },
            { ...perPersonUnitSuffix, current: t('perPerson.unitSuffix') },
          )
        : null,
    [chart, population, waiting, economy.data, city.data, t],
  );

  if (!plan || waiting) return <LoadingBlock minHeight={props.height ?? 380} />;
  if (!plan.available || !derived) {
    return (
      <>
        <p className={styles.note} data-testid="chart-per-person-note">
          {t('perPerson.notShown', {
            reason: t(`perPerson.unavailable.${plan.available ? 'noPopulation' : plan.reason}`),
          })}
        </p>
        <ChartFigure {...props} />
      </>
    );
  }
  const sources = [chart, economy.data, city.data]
    .filter((reply): reply is ChartData => Boolean(reply))
    .map(
      (reply) =>
        `${reply.series.number} ${reply.series.name}: ${reply.series.source || '–'} (${reply.series.licence || '–'})`,
    );
  const populationNames = [
    economyIds.length > 0 ? population?.names.economy : undefined,
    cityIds.length > 0 ? population?.names.city : undefined,
  ]
    .filter((name): name is NonNullable<typeof name> => Boolean(name))
    .map((name) => (lang === 'zh' ? name.nameZh : name.nameEn));
  return (
    <>
      <p className={styles.note} data-testid="chart-per-person-note">
        {t('perPerson.note', {
          series: `${chart.series.number} ${chart.series.name}`,
          population: populationNames.join(lang === 'zh' ? '、' : ', '),
          sources: [...new Set(sources)].join(lang === 'zh' ? '；' : '; '),
        })}
      </p>
      {derived.missing.length > 0 ? (
        <p className={styles.note} data-testid="chart-per-person-missing">
          {t('perPerson.missing', { places: derived.missing.join(lang === 'zh' ? '、' : ', ') })}
        </p>
      ) : null}
      {/* The downloads of this view are the server's per-person files (`pp=1`): the same division, the same figures. */}
      <ChartFigure
        {...props}
        chart={derived.chart}
        request={{ ...request, perPerson: true }}
        title={`${props.title} — ${t('perPerson.title')}`}
      />
    </>
  );
}
