import { useTranslation } from 'react-i18next';
import { SystemScreen } from '../../system/shared/SystemScreen';
import styles from '../components/city-data.module.css';
import { GroupsTable } from '../components/GroupsTable';

/** Publish (SPEC §4): examined values per city and series, published or withdrawn in batches. */
export default function PublishListPage() {
  const { t } = useTranslation('cityData');
  return (
    <SystemScreen fallbackTitle={t('titles.publish')}>
      <p className={styles.hint}>{t('publish.hint')}</p>
      <GroupsTable
        level="any"
        mode="publish"
        statuses={['canPublish', 'published']}
        initial={{ status: 'canPublish' }}
      />
    </SystemScreen>
  );
}
