import { FileTextOutlined } from '@ant-design/icons';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import type { Language } from '../../../lib/language';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import { MenuButton } from '../../charts/components/MenuButton';
import { useCityDescribe } from '../api';
import styles from './data-query.module.css';

interface Props {
  cityId: string;
  cityName: string;
  countryName: string;
  lang: Language;
}

/** The chosen city: its introduction (sanitized rich text, links in a new tab) and its documents (SPEC §2). */
export function CityIntroduction({ cityId, cityName, countryName, lang }: Props) {
  const { t } = useTranslation('client');
  const headingId = useId();
  const describe = useCityDescribe(cityId, lang);
  const html = useMemo(() => {
    const data = describe.data;
    if (!data) return '';
    const text = lang === 'zh' ? data.describeZh || data.describeEn : data.describeEn || data.describeZh;
    return sanitizeRichText(text || data.describe);
  }, [describe.data, lang]);
  const files = describe.data?.files ?? [];

  return (
    <section className={styles.city} aria-labelledby={headingId} data-testid="city-introduction">
      <div className={styles.cityHead}>
        <h2 id={headingId} className={styles.cityTitle}>
          {cityName}
          {countryName ? <span className={styles.cityCountry}> · {countryName}</span> : null}
        </h2>
        <MenuButton
          label={files.length ? t('city.documents', { count: files.length }) : t('city.noDocuments')}
          icon={<FileTextOutlined aria-hidden />}
          disabled={files.length === 0}
          testId="city-documents"
          items={files.map((file) => ({ key: file.id, label: file.fileName, href: file.url, download: file.fileName }))}
        />
      </div>
      {describe.isPending ? (
        <LoadingBlock minHeight={48} />
      ) : html.trim() ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
        <div className={styles.richText} dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className={styles.muted}>{t('city.noIntroduction')}</p>
      )}
    </section>
  );
}
