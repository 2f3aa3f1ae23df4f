import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** Data query (SPEC §2 "Data query screen"): selectors, city introduction and charts arrive with their issue. */
export default function DataQueryPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('dataQuery')} />;
}
