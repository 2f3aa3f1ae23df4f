import i18n from '../../lib/i18n';
import en from '../../locales/en/search.json';
import zh from '../../locales/zh/search.json';

/** The search box's strings come with its code (loaded on demand), not with the first load of a client page. */
for (const [lang, bundle] of [
  ['en', en],
  ['zh', zh],
] as const) {
  if (!i18n.hasResourceBundle(lang, 'search')) i18n.addResourceBundle(lang, 'search', bundle, true, false);
}

export const searchNamespace = 'search';
