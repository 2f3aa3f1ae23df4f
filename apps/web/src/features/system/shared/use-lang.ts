import { useTranslation } from 'react-i18next';
import { type Language, resolveLanguage } from '../../../lib/language';

/** The user's language ('en' or 'zh'). */
export function useLang(): Language {
  const { i18n } = useTranslation();
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** A name stored in both languages, in the user's language (falling back to the other). */
export function bilingual(zh: string | null | undefined, en: string | null | undefined, lang: Language): string {
  return (lang === 'en' ? en || zh : zh || en) ?? '';
}
