import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import styles from './home.module.css';

/** The Project Introduction rich text, sanitized, its links opening in a new tab; nothing when empty. */
export function ProjectIntroduction({ html }: { html: string }) {
  const { t } = useTranslation('home');
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  if (!safe.trim()) return null;
  return (
    <section className={styles.card} aria-labelledby="home-introduction">
      <h2 id="home-introduction" className={styles.heading}>
        {t('introduction')}
      </h2>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above */}
      <div className={styles.richText} dangerouslySetInnerHTML={{ __html: safe }} />
    </section>
  );
}
