import 'dayjs/locale/zh-cn';
import dayjs from 'dayjs';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { namespaces, resources } from '../locales';
import { detectLanguage, htmlLang, type Language, resolveLanguage, storeLanguage } from './language';

/** Keeps what follows the language in step: dayjs, `<html lang>` and the remembered choice. */
function applyLanguage(lang: Language): void {
  dayjs.locale(lang === 'zh' ? 'zh-cn' : 'en');
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

const initial = detectLanguage();

void i18n.use(initReactI18next).init({
  resources,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  ns: namespaces,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyLanguage(initial);

i18n.on('languageChanged', (lng) => applyLanguage(resolveLanguage(lng)));

export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language of the whole app and remembers it (localStorage `language`). */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}

export default i18n;
