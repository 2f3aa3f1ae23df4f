import { useTranslation } from 'react-i18next';

/** The first focusable element of every layout: jumps past the header to `#main`. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href="#main">
      {t('a11y.skipToContent')}
    </a>
  );
}
