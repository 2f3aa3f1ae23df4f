import i18n from '../../../lib/i18n';
import en from '../../../locales/en/explorer.json';
import zh from '../../../locales/zh/explorer.json';

/**
 * The explorer's own strings (Sources, Share and embed) come with the panels that show them, not with the first
 * load of the data query page (bench/client-bundle.ts): importing this module adds the namespace.
 */
for (const [lang, bundle] of [
  ['en', en],
  ['zh', zh],
] as const) {
  if (!i18n.hasResourceBundle(lang, 'explorer')) i18n.addResourceBundle(lang, 'explorer', bundle, true, false);
}

export const explorerNamespace = 'explorer';
