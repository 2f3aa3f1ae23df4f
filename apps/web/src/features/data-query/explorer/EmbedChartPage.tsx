import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChartBlock } from '../../charts/components/ChartBlock';
import { useSeriesInformation } from '../../client-series/api';
import { useLanguage } from '../../client-url/use-language';
import { useUrlLanguage } from '../../client-url/use-url-language';
import { decodeQuery } from '../query-state';
import styles from './explorer.module.css';
import { explorerNamespace } from './explorer-texts';
import { fullViewUrl } from './share';

/**
 * /embed/chart (issue 19): the chart of a data query view without the site's chrome, for other sites to frame
 * (the only route whose headers allow it). Under the chart: its source, unit and licence (as every chart shows
 * them) and a link to the full view on this site.
 */
export default function EmbedChartPage() {
  const { t } = useTranslation(explorerNamespace);
  const [params] = useSearchParams();
  useUrlLanguage();
  const lang = useLanguage();
  const state = useMemo(() => decodeQuery(params), [params]);
  const series = useSeriesInformation(state.series, lang);
  const complete = state.city && state.series && state.from !== undefined && state.to !== undefined;
  return (
    <main id="main" className={styles.embed} data-testid="embed-page">
      {complete ? (
        <ChartBlock
          request={{
            cityIds: [state.city as string],
            countryIds: [],
            seriesId: state.series as string,
            typeId: state.type ?? undefined,
            startYear: state.from as number,
            endYear: state.to as number,
            yoy: state.yoy,
            lang,
          }}
          kind={state.chart}
          seriesTypeId={series.data?.typeId}
          testId="embed-chart"
        />
      ) : (
        <p role="alert">{t('embed.missing')}</p>
      )}
      <p className={styles.embedLink}>
        <a href={fullViewUrl(window.location.origin, state, lang)} target="_blank" rel="noopener noreferrer">
          {t('embed.openFull')}
        </a>
      </p>
    </main>
  );
}
