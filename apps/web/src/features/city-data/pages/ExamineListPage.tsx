import { useTranslation } from 'react-i18next';
import { SystemScreen } from '../../system/shared/SystemScreen';
import styles from '../components/city-data.module.css';
import { ValuesTable } from '../components/ValuesTable';

/** Examine (SPEC §4): values under review, passed or rejected with a reason, one by one or in batches. */
export default function ExamineListPage() {
  const { t } = useTranslation('cityData');
  return (
    <SystemScreen fallbackTitle={t('titles.examine')}>
      <p className={styles.hint}>{t('examine.hint')}</p>
      <ValuesTable
        level="any"
        mode="examine"
        statuses={['waiting', 'pending', 'canExamine', 'canPublish']}
        initial={{ status: 'waiting' }}
      />
    </SystemScreen>
  );
}
