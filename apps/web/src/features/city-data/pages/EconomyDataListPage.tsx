import { useTranslation } from 'react-i18next';
import { DataListScreen } from './CityDataListPage';

/** National economy list (SPEC §2): economy-level figures (no city), the same actions as the city data. */
export default function EconomyDataListPage() {
  const { t } = useTranslation('cityData');
  return <DataListScreen level="economy" fallbackTitle={t('titles.economy')} />;
}
