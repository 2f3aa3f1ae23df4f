import { useTranslation } from 'react-i18next';
import { type Language, resolveLanguage } from './language';

/** The language the interface shows now ('en' or 'zh'); the one hook for it, client area and back office alike. */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}
