import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/PageFrame';

/** Data comparison of several cities: arrives with its issue. */
export default function DataComparisonPage() {
  const { t } = useTranslation('routes');
  return <PageFrame title={t('dataComparison')} />;
}
