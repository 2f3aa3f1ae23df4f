import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { clientNamespaces, clientResources } from '../locales/client';
import { detectLanguage, htmlLang, type Language, resolveLanguage, storeLanguage } from './language';

/**
 * Keeps `<html lang>` in step with the language (the choice is remembered by changeLanguage). dayjs follows it
 * where dates are shown with antd (app/dayjs-locale.ts, loaded with antd's providers), so the public client
 * area does not load dayjs.
 */
function applyLanguage(lang: Language): void {
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

const initial = detectLanguage();

void i18n.use(initReactI18next).init({
  // The client area's namespaces; the back office's arrive with its first screen (loadAllNamespaces).
  resources: clientResources,
  partialBundledLanguages: true,
  lng: initial,
  fallbackLng: 'en',
  supportedLngs: ['en', 'zh'],
  ns: [...clientNamespaces],
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  showSupportNotice: false,
});
applyLanguage(initial);

i18n.on('languageChanged', (lng) => applyLanguage(resolveLanguage(lng)));

let allNamespaces: Promise<void> | null = null;

/**
 * Adds every namespace of `locales/index.ts` (the back office's too), fetched once; the screens that need them
 * wait for it before they render (app/lazy-page.ts `lazyAntdPage`).
 */
export function loadAllNamespaces(): Promise<void> {
  allNamespaces ??= import('../locales').then(({ resources }) => {
    for (const [lang, bundles] of Object.entries(resources)) {
      for (const [ns, bundle] of Object.entries(bundles)) {
        if (!i18n.hasResourceBundle(lang, ns)) i18n.addResourceBundle(lang, ns, bundle, true, false);
      }
    }
  });
  return allNamespaces;
}

export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
}

/** Switches the language of the whole app and remembers it (localStorage `language`). */
export async function changeLanguage(lang: Language): Promise<void> {
  storeLanguage(lang);
  await i18n.changeLanguage(lang);
}

export default i18n;
