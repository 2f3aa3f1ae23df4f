import { Input } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../announcements.module.css';
import { RichText } from '../RichText';

/**
 * A simple, safe rich-text editor: HTML typed in a text area, with a live preview sanitized by DOMPurify
 * exactly as recipients will see it (the server sanitizes it again when it is saved).
 */
export function RichTextField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (html: string) => void;
  id?: string;
}) {
  const { t } = useTranslation('announcements');
  const preview = useDeferredValue(value);
  return (
    <div className={styles.editor}>
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 4, maxRows: 14 }}
        maxLength={100_000}
        spellCheck
        aria-describedby={id ? `${id}-hint` : undefined}
        className={styles.source}
      />
      <p id={id ? `${id}-hint` : undefined} className={styles.hint}>
        {t('admin.contentHint')}
      </p>
      <section className={styles.preview} aria-label={t('admin.preview')}>
        <p className={styles.previewTitle}>{t('admin.preview')}</p>
        <RichText html={preview} empty={t('admin.previewEmpty')} />
      </section>
    </div>
  );
}
