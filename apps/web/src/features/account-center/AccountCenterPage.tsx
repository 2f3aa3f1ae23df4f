import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Screen } from '../../components/Screen';
import styles from './account.module.css';
import { fetchProfile, PROFILE_KEY } from './api';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';

/** The account center (/account/center): my profile and my sessions. */
export default function AccountCenterPage() {
  const { t } = useTranslation('accountCenter');
  const profile = useQuery({ queryKey: PROFILE_KEY, queryFn: fetchProfile });
  return (
    <Screen fallbackTitle={t('centerTitle')}>
      <div className={styles.grid}>
        {profile.data ? (
          <ProfileCard profile={profile.data} />
        ) : profile.isError ? (
          <Result status="warning" title={t('loadFailed')} />
        ) : (
          <Skeleton active avatar />
        )}
        <SessionsCard />
      </div>
    </Screen>
  );
}
