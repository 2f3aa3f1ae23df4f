import 'i18next';
import type { en } from '../locales';

/** Type-checked translation keys: `t('home:economies')` compiles only if the key exists in the English files. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
    returnNull: false;
  }
}
