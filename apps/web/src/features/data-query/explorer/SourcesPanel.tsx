import { type ObservationStatus, observationStatuses, observationStatusText } from '@csp/contract/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import type { Language } from '../../../lib/language';
import { useViewSources } from '../../charts/api';
import type { ChartRequest } from '../../charts/chart-request';
import { Alert } from '../../client-ui/Alert';
import { Button } from '../../client-ui/Button';
import { RichText } from '../../client-ui/RichText';
import { CopyButton } from './CopyButton';
import styles from './explorer.module.css';
import { explorerNamespace } from './explorer-texts';

/** A publication date in the interface's language (UTC day), or the "not recorded" text. */
export function publishedDay(iso: string | null, lang: Language, missing: string): string {
  if (!iso) return missing;
  return new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}

const statusWords = (s: ObservationStatus, lang: Language) => {
  const text = observationStatusText[s];
  return lang === 'zh' ? { label: text.zh, note: text.noteZh } : { label: text.en, note: text.noteEn };
};

/**
 * The Sources tab (issue 19): for the series and places of the view, the definition, unit, source, licences, the
 * last publication, a citation to copy, each place's kind of area, footnote and publication date, and the legend
 * of the observation statuses (those the view carries marked). Loaded on demand.
 */
export default function SourcesPanel({ request }: { request: ChartRequest }) {
  const { t } = useTranslation(explorerNamespace);
  const lang = request.lang;
  const headingId = useId();
  const query = useViewSources(request);
  if (query.isError) return <Alert type="error" showIcon role="alert" message={t('sources.loadFailed')} />;
  if (!query.data) return <LoadingBlock minHeight={420} />;
  const s = query.data;
  const day = (iso: string | null) => publishedDay(iso, lang, t('sources.notDated'));
  return (
    <section className={styles.panel} aria-labelledby={headingId} data-testid="sources-panel">
      <h2 id={headingId} className={styles.heading}>
        {t('sources.title')}: {s.series.number} {s.series.name} — {s.type.name}
      </h2>
      <dl className={styles.facts}>
        <dt>{t('sources.definition')}</dt>
        <dd data-testid="sources-definition">
          {s.series.definition.trim() ? <RichText html={s.series.definition} /> : t('sources.noDefinition')}
        </dd>
        <dt>{t('sources.unit')}</dt>
        <dd data-testid="sources-unit">{s.unit || '—'}</dd>
        <dt>{t('sources.type')}</dt>
        <dd>{s.type.name}</dd>
        <dt>{t('sources.source')}</dt>
        <dd data-testid="sources-source">{s.series.source || '—'}</dd>
        {s.series.licence ? (
          <>
            <dt>{t('sources.sourceLicence')}</dt>
            <dd>{s.series.licence}</dd>
          </>
        ) : null}
        <dt>{t('sources.dataLicence')}</dt>
        <dd data-testid="sources-licence">{s.dataLicence}</dd>
        <dt>{t('sources.lastPublished')}</dt>
        <dd data-testid="sources-published">{day(s.lastPublished)}</dd>
        <dt>{t('sources.citation')}</dt>
        <dd>
          <p className={styles.citation} data-testid="sources-citation">
            {s.citation}
          </p>
          <span className={styles.actions}>
            <CopyButton text={s.citation} label={t('sources.copyCitation')} testId="copy-citation" />
            <Button size="small" href={s.dataUrl} download="">
              {t('sources.data')}
            </Button>
          </span>
        </dd>
      </dl>

      {s.uploadSources.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('sources.uploadSources')}</h3>
          <p>{t('sources.uploadSourcesHint')}</p>
          <div className={styles.scroll}>
            <table className={styles.table} data-testid="sources-uploaded">
              <thead>
                <tr>
                  <th scope="col">{t('sources.source')}</th>
                  <th scope="col">{t('sources.sourceLicence')}</th>
                  <th scope="col">{t('sources.uploadSourceFor')}</th>
                  <th scope="col">{t('sources.citation')}</th>
                </tr>
              </thead>
              <tbody>
                {s.uploadSources.map((u) => (
                  <tr key={`${u.citation}|${u.licence}|${u.places.map((p) => `${p.key}:${p.years}`).join(',')}`}>
                    <th scope="row">
                      {u.publisher}
                      {u.title ? `, ${u.title}` : ''}
                      {u.url ? (
                        <>
                          {' '}
                          <a href={u.url} target="_blank" rel="noopener noreferrer nofollow">
                            {u.url}
                          </a>
                        </>
                      ) : null}
                    </th>
                    <td>{u.licence || '—'}</td>
                    <td>{u.places.map((p) => `${p.label} ${p.years}`).join('; ')}</td>
                    <td>{u.citation}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}

      <h3 className={styles.subheading}>{t('sources.places')}</h3>
      <div className={styles.scroll}>
        <table className={styles.table} data-testid="sources-places">
          <thead>
            <tr>
              <th scope="col">{t('sources.place')}</th>
              <th scope="col">{t('sources.level')}</th>
              <th scope="col">{t('sources.kindOfArea')}</th>
              <th scope="col">{t('sources.footnote')}</th>
              <th scope="col">{t('sources.lastPublished')}</th>
            </tr>
          </thead>
          <tbody>
            {s.places.map((p) => (
              <tr key={p.key}>
                <th scope="row">{p.label}</th>
                <td>{p.level === 'city' ? t('sources.city') : t('sources.economy')}</td>
                <td>{p.kindOfArea || '—'}</td>
                <td>{p.footnote || '—'}</td>
                <td>{day(p.lastPublished)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h3 className={styles.subheading}>{t('sources.statuses')}</h3>
      <table className={styles.table} data-testid="sources-statuses">
        <thead>
          <tr>
            <th scope="col">{t('sources.flag')}</th>
            <th scope="col">{t('sources.status')}</th>
            <th scope="col">{t('sources.meaning')}</th>
            <th scope="col">{t('sources.inView')}</th>
          </tr>
        </thead>
        <tbody>
          {observationStatuses.map((status) => {
            const words = statusWords(status, lang);
            const carried = s.statuses.includes(status);
            return (
              <tr key={status} data-status={status} data-in-view={carried}>
                <td>{observationStatusText[status].flag}</td>
                <th scope="row">{words.label}</th>
                <td>{words.note}</td>
                <td>{carried ? t('sources.yes') : t('sources.no')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
