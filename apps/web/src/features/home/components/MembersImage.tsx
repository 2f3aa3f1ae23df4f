import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** The Our Members image (a map of the member economies). */
export function MembersImage({ src }: { src: string }) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.card} aria-labelledby="home-members">
      <h2 id="home-members" className={styles.heading}>
        {t('members')}
      </h2>
      <img className={styles.members} src={src} alt={t('membersAlt')} loading="lazy" />
    </section>
  );
}
