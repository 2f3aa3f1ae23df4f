import { Carousel, Grid } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../lib/useLang';
import { type HomeRotation, rotationTitle } from '../home-content';
import styles from './home.module.css';

/**
 * The home page carousel (1 to 5 images, suggested 1200×318) with their titles; nothing when there are none.
 * Phones swipe and use the dots: no arrows over the small image.
 */
export function HomeCarousel({ rotations }: { rotations: HomeRotation[] }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const screens = Grid.useBreakpoint();
  if (rotations.length === 0) return null;
  const several = rotations.length > 1;
  return (
    <section className={styles.carousel} aria-label={t('carousel')}>
      <Carousel
        autoplay={several}
        autoplaySpeed={5000}
        arrows={several && screens.md !== false}
        dots={several}
        adaptiveHeight={false}
      >
        {rotations.map((rotation, index) => {
          const title = rotationTitle(rotation, lang);
          return (
            <figure key={rotation.fileId || rotation.url} className={styles.slide}>
              <img
                src={rotation.url}
                alt={title}
                loading={index === 0 ? 'eager' : 'lazy'}
                className={styles.slideImage}
              />
              {title ? <figcaption className={styles.slideTitle}>{title}</figcaption> : null}
            </figure>
          );
        })}
      </Carousel>
    </section>
  );
}
