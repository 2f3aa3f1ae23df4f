import { useTranslation } from 'react-i18next';
import { type Language, resolveLanguage } from '../../lib/language';

/** The language the interface shows now ('en' or 'zh'). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}
