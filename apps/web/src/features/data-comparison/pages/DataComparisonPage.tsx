import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { SeriesPanel } from '../../charts/components/SeriesPanel';
import { Alert } from '../../client-ui/Alert';
import styles from '../../data-query/components/data-query.module.css';
import { MapSection } from '../../map/components/MapSection';
import { splitPlaces } from '../comparison-state';
import { ComparisonForm } from '../components/ComparisonForm';
import { useComparison } from '../use-comparison';

/**
 * /client/dataComparison: one series for several cities and economies on one line chart (comparison mode: no
 * line/bar switch), with its other statistical types, the table and downloads; the map leads to the data query.
 */
export default function DataComparisonPage() {
  const { t } = useTranslation(['client', 'routes']);
  const page = useComparison();
  const { lang, applied, shown } = page;
  const view = applied.resolved;
  const series = applied.information;

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
    results = <Alert type="error" showIcon role="alert" message={t('client:query.loadFailed')} />;
  } else if (!view.complete || !series || !view.places || view.from === undefined || view.to === undefined) {
    results = <LoadingBlock minHeight={420} />;
  } else {
    results = (
      <SeriesPanel
        series={series}
        base={{ ...splitPlaces(view.places), seriesId: series.id, startYear: view.from, endYear: view.to, lang }}
        typeId={view.type ?? undefined}
        yoy={shown.yoy}
        onYoyChange={page.setYoy}
        kind="line"
      />
    );
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes:dataComparison')}</h1>
      <p className={styles.muted}>{t('client:comparison.intro')}</p>
      <ComparisonForm options={page.form} lang={lang} onEdit={page.edit} onSearch={page.search} onReset={page.reset} />
      <div aria-live="polite" className={styles.results}>
        {results}
      </div>
      <MapSection
        settled={Boolean(series && view.complete) || Boolean(page.yearProblem)}
        seriesId={series?.id}
        typeId={view.type ?? undefined}
        seriesName={series ? `${series.number} ${lang === 'zh' ? series.nameZh : series.nameEn}` : undefined}
        from={view.from}
        to={view.to}
        lang={lang}
      />
    </div>
  );
}
