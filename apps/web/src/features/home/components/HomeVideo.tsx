import { Radio } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './home.module.css';

/** SPEC §9: the playback rates offered. */
export const PLAYBACK_RATES = [0.7, 1, 1.5, 2] as const;

/** The home page video (mp4, 16:6) with playback-rate buttons. */
export function HomeVideo({ src }: { src: string }) {
  const { t } = useTranslation('home');
  const video = useRef<HTMLVideoElement>(null);
  const [rate, setRate] = useState<number>(1);

  useEffect(() => {
    const element = video.current;
    if (!element) return;
    element.defaultPlaybackRate = rate;
    element.playbackRate = rate;
  }, [rate]);

  return (
    <section className={styles.card} aria-labelledby="home-video">
      <h2 id="home-video" className={styles.heading}>
        {t('video')}
      </h2>
      <div className={styles.videoFrame}>
        {/* biome-ignore lint/a11y/useMediaCaption: uploads carry no caption file (SPEC §3 home content: video only) */}
        <video
          ref={video}
          className={styles.video}
          src={src}
          controls
          preload="metadata"
          onRateChange={(event) => setRate(event.currentTarget.playbackRate)}
        >
          {t('videoUnsupported')}
        </video>
      </div>
      <div className={styles.rates}>
        <span id="home-video-rate">{t('playbackRate')}</span>
        {/* antd's Radio.Group drops `role`: the named radiogroup wraps it, so the label reaches assistive technology */}
        <div role="radiogroup" aria-labelledby="home-video-rate">
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            size="small"
            value={rate}
            onChange={(event) => setRate(Number(event.target.value))}
            options={PLAYBACK_RATES.map((value) => ({ value, label: t('rate', { rate: value }) }))}
          />
        </div>
      </div>
    </section>
  );
}
