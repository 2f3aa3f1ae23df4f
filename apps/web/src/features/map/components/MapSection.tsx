import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { useCountries } from '../../geo/api';
import { useAllCities } from '../../geo/cities';
import type { MarkerLinkProps } from '../marker-link';
import styles from './map.module.css';

const LeafletMap = lazy(() => import('./LeafletMap'));

interface Props extends MarkerLinkProps {
  cityId?: string;
  /** The page above has its content (charts), so the map's place on the page is settled. */
  settled?: boolean;
}

/** Becomes true once the element comes near the viewport, watched only while `watch` holds. */
function useNearViewport<T extends Element>(watch: boolean) {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near || !watch) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, watch]);
  return [ref, near] as const;
}

/**
 * The map panel, loaded (Leaflet, the country shapes, every city) only when it scrolls into view once the page
 * above it is drawn, so the first chart never waits for it and a visitor who never scrolls never loads it.
 */
export function MapSection({ cityId, settled = true, ...link }: Props) {
  const { t } = useTranslation('client');
  const headingId = useId();
  const [ref, near] = useNearViewport<HTMLElement>(settled);
  const countries = useCountries();
  const all = useAllCities(near);
  return (
    <section ref={ref} className={styles.section} aria-labelledby={headingId} data-testid="map-section">
      <h2 id={headingId} className={styles.title}>
        {t('map.title')}
      </h2>
      <p className={styles.hint}>{t('map.hint')}</p>
      <div className={styles.frame}>
        {near && all.complete ? (
          <Suspense fallback={<LoadingBlock minHeight={360} />}>
            <LeafletMap cities={all.cities} countries={countries.data ?? []} cityId={cityId} {...link} />
          </Suspense>
        ) : (
          <LoadingBlock minHeight={360} />
        )}
      </div>
    </section>
  );
}
