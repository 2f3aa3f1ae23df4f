import { useMemo } from 'react';
import { sanitizeRichText } from '../../../lib/sanitize-html';
import styles from './announcements.module.css';

/** Announcement text: the server already sanitizes it, and DOMPurify cleans it again before it is shown. */
export function RichText({ html, empty }: { html: string; empty?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  if (!clean.trim()) return empty ? <p className={styles.muted}>{empty}</p> : null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
  return <div className={styles.richText} dangerouslySetInnerHTML={{ __html: clean }} />;
}
