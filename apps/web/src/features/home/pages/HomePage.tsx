import { useTranslation } from 'react-i18next';
import { ErrorBlock } from '../../../components/ErrorBlock';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useLang } from '../../../lib/useLang';
import { useHomeContent } from '../api';
import { EconomyList } from '../components/EconomyList';
import { HomeCarousel } from '../components/HomeCarousel';
import { HomeVideo } from '../components/HomeVideo';
import styles from '../components/home.module.css';
import { MembersImage } from '../components/MembersImage';
import { ProjectIntroduction } from '../components/ProjectIntroduction';
import { introduction } from '../home-content';

/** /client/homePage: carousel, Project Introduction, video, Our Members, and the APEC economies. */
export default function HomePage() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const content = useHomeContent();

  return (
    <div className={styles.page}>
      <h1 className="visually-hidden">{t('title')}</h1>
      {content.isPending ? (
        <LoadingBlock minHeight={240} />
      ) : content.isError ? (
        <ErrorBlock message={t('contentFailed')} onRetry={() => content.refetch()} />
      ) : (
        <>
          <HomeCarousel rotations={content.data.rotations} />
          <ProjectIntroduction html={introduction(content.data, lang)} />
          {content.data.videoUrl ? <HomeVideo src={content.data.videoUrl} /> : null}
          {content.data.mapUrl ? <MembersImage src={content.data.mapUrl} /> : null}
        </>
      )}
      <EconomyList />
    </div>
  );
}
