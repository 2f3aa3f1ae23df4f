import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import type { Language } from '../../../lib/language';
import { MenuButton } from '../../charts/components/MenuButton';
import { Icon } from '../../client-ui/Icon';
import { FileTextOutlined } from '../../client-ui/icon-shapes';
import { RichText } from '../../client-ui/RichText';
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
  const data = describe.data;
  const html = data
    ? (lang === 'zh' ? data.describeZh || data.describeEn : data.describeEn || data.describeZh) || data.describe || ''
    : '';
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
          icon={<Icon shape={FileTextOutlined} />}
          disabled={files.length === 0}
          testId="city-documents"
          items={files.map((file) => ({ key: file.id, label: file.fileName, href: file.url, download: file.fileName }))}
        />
      </div>
      {describe.isPending ? (
        <LoadingBlock minHeight={48} />
      ) : html.trim() ? (
        <RichText className={styles.richText} html={html} />
      ) : (
        <p className={styles.muted}>{t('city.noIntroduction')}</p>
      )}
    </section>
  );
}
