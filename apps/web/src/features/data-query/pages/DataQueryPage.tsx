import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { SeriesPanel } from '../../charts/components/SeriesPanel';
import { Alert } from '../../client-ui/Alert';
import { Button } from '../../client-ui/Button';
import { Segmented } from '../../client-ui/Segmented';
import { localizedName } from '../../geo/names';
import { MapSection } from '../../map/components/MapSection';
import { RESULTS_ANCHOR } from '../../map/marker-link';
import { queryChartBase } from '../chart-base';
import { CityIntroduction } from '../components/CityIntroduction';
import styles from '../components/data-query.module.css';
import { QueryForm } from '../components/QueryForm';
import type { ResultTab } from '../query-state';
import { useDataQuery } from '../use-data-query';
import { useScrollToResults } from '../use-scroll-to-results';

// The Table tab comes on demand: the data query's first load carries only the chart (bench/client-bundle.ts).
const PlaceTablePanel = lazy(() => import('../table/PlaceTablePanel'));
// So does the Map tab (Leaflet, the country shapes, the bubble canvas).
const ValueMapPanel = lazy(() => import('../../map/value-map/ValueMapPanel'));
// And the Sources tab, with the explorer's own strings.
const SourcesPanel = lazy(() => import('../explorer/SourcesPanel'));
// Share and embed: the link and the iframe code, in a dialog fetched when first opened.
const SharePanel = lazy(() => import('../explorer/SharePanel'));
// The chart options' controls (log scale, relative to a base year, end labels), fetched when first shown.
const ChartOptionsPanel = lazy(() => import('../explorer/ChartOptionsPanel'));

/**
 * /client/dataQuery (SPEC §2 "Data query screen"): the search form, then for the city shown its introduction
 * and documents, the series chart panel, and the map panel whose marker leads back here.
 */
export default function DataQueryPage() {
  const { t } = useTranslation(['client', 'routes']);
  const page = useDataQuery();
  const { lang, applied, shown } = page;
  const view = applied.resolved;
  const city = applied.cities?.find((c) => c.id === view.city);
  const country = applied.countries?.find((c) => c.id === view.country);
  const series = applied.information;
  const base = queryChartBase(view, lang);
  const settled = Boolean(series && view.complete) || Boolean(page.yearProblem);
  useScrollToResults(settled);
  const tab: ResultTab = shown.tab ?? 'chart';
  const [sharing, setSharing] = useState(false);
  const chartOptions = { log: shown.log, relative: shown.rel, base: shown.base, ends: shown.ends, perPerson: shown.pp };
  const optionsSet = Boolean(shown.log || shown.rel || shown.ends || shown.pp);
  const [optionsOpen, setOptionsOpen] = useState(optionsSet);

  let results: React.ReactNode;
  if (page.yearProblem) {
    results = (
      <Alert
        type="warning"
        showIcon
        role="alert"
        message={t(`client:${page.yearProblem}`)}
        data-testid="year-warning"
      />
    );
  } else if (applied.failed) {
    results = (
      <Alert
        type="error"
        showIcon
        role="alert"
        message={t('client:query.loadFailed')}
        action={
          <Button size="small" onClick={applied.retry}>
            {t('client:chart.retry')}
          </Button>
        }
      />
    );
  } else if (applied.cities?.length === 0) {
    results = <p className={styles.empty}>{t('client:query.noCities')}</p>;
  } else if (tab === 'table' && view.complete && view.series && view.from !== undefined && view.to !== undefined) {
    results = (
      <Suspense fallback={<LoadingBlock minHeight={420} />}>
        <PlaceTablePanel
          seriesId={view.series}
          typeId={view.type ?? undefined}
          from={view.from}
          to={view.to}
          lang={lang}
          sort={shown.sort ?? '-value'}
          onSortChange={(sort) => page.setView({ sort })}
        />
      </Suspense>
    );
  } else if (tab === 'map' && view.complete && view.series && view.from !== undefined && view.to !== undefined) {
    results = (
      <Suspense fallback={<LoadingBlock minHeight={480} />}>
        <ValueMapPanel
          seriesId={view.series}
          typeId={view.type ?? undefined}
          from={view.from}
          to={view.to}
          lang={lang}
          year={shown.year}
          onYearChange={(year) => page.setView({ year })}
          onOpenPlace={page.openPlaceView}
          onShowTable={() => page.setView({ tab: 'table' })}
        />
      </Suspense>
    );
  } else if (tab === 'sources' && view.complete && base) {
    results = (
      <Suspense fallback={<LoadingBlock minHeight={420} />}>
        <SourcesPanel request={{ ...base, typeId: view.type ?? undefined, yoy: false }} />
      </Suspense>
    );
  } else if (view.city && applied.citySeries?.length === 0) {
    results = (
      <p className={styles.empty} data-testid="no-data">
        {t('client:chart.noData')}
      </p>
    );
  } else if (!view.complete || !series || !base) {
    results = <LoadingBlock minHeight={420} />;
  } else {
    results = (
      <SeriesPanel
        series={series}
        base={base}
        typeId={view.type ?? undefined}
        yoy={shown.yoy}
        onYoyChange={(yoy) => page.setView({ yoy })}
        kind={shown.chart}
        onKindChange={(chart) => page.setView({ chart })}
        options={chartOptions}
        optionsControls={
          <div className={styles.optionsRow}>
            <Button
              size="small"
              aria-expanded={optionsOpen || optionsSet}
              onClick={() => setOptionsOpen((open) => !open)}
              data-testid="chart-options-button"
            >
              {t('client:placeTable.chartOptions')}
            </Button>
            {optionsOpen || optionsSet ? (
              <Suspense fallback={null}>
                <ChartOptionsPanel
                  options={chartOptions}
                  from={base.startYear}
                  to={base.endYear}
                  seriesId={series.id}
                  yoy={
                    Boolean(shown.yoy && series.yearOnYear) ||
                    series.types.find((type) => type.id === view.type)?.computeType === 'yoy'
                  }
                  onChange={(next) =>
                    page.setView({
                      options: {
                        log: next.log,
                        rel: next.relative,
                        base: next.base,
                        ends: next.ends,
                        pp: next.perPerson,
                      },
                    })
                  }
                />
              </Suspense>
            ) : null}
          </div>
        }
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes:dataQuery')}</h1>
      <QueryForm
        options={page.form}
        lang={lang}
        onEdit={page.edit}
        onSearch={page.search}
        onPickCity={page.searchCity}
        onReset={page.reset}
      />
      {view.city && city && !page.yearProblem && tab === 'chart' ? (
        <CityIntroduction
          cityId={view.city}
          cityName={localizedName(city, lang)}
          countryName={country ? localizedName(country, lang) : ''}
          lang={lang}
        />
      ) : null}
      <div className={styles.tabs} data-testid="result-tabs">
        <Segmented<ResultTab>
          aria-label={t('client:placeTable.tabs')}
          value={tab}
          onChange={(next) => page.setView({ tab: next })}
          options={[
            { value: 'chart', label: t('client:placeTable.chartTab') },
            { value: 'table', label: t('client:placeTable.tableTab') },
            { value: 'map', label: t('client:placeTable.mapTab') },
            { value: 'sources', label: t('client:placeTable.sourcesTab') },
          ]}
        />
        <Button onClick={() => setSharing(true)} aria-haspopup="dialog" data-testid="share-button">
          {t('client:placeTable.share')}
        </Button>
      </div>
      {sharing ? (
        <Suspense fallback={null}>
          <SharePanel
            open
            onClose={() => setSharing(false)}
            state={applied.resolved}
            lang={lang}
            title={series ? `${series.number} ${lang === 'zh' ? series.nameZh : series.nameEn}` : ''}
          />
        </Suspense>
      ) : null}
      <div aria-live="polite" className={styles.results} id={RESULTS_ANCHOR}>
        {results}
      </div>
      {/* The Map tab shows every place on a map of its own; the locating map is for the chart and table. */}
      {tab === 'map' ? null : (
        <MapSection
          settled={settled}
          cityId={view.city}
          seriesId={series?.id}
          typeId={view.type ?? undefined}
          seriesName={series ? `${series.number} ${lang === 'zh' ? series.nameZh : series.nameEn}` : undefined}
          from={view.from}
          to={view.to}
          lang={lang}
        />
      )}
    </div>
  );
}
