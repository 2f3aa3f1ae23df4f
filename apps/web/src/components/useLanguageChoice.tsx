import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import type { Language } from '../lib/language';
import { useLang } from '../lib/useLang';

/**
 * The EN / 中文 choice as props of a segmented control (value, options, onChange, aria-label): the language switch
 * of the back office draws it with antd's Segmented, the client area with its own antd-free one. The choice is
 * remembered (localStorage `language`, see lib/i18n).
 */
export function useLanguageChoice() {
  const { t } = useTranslation();
  return {
    value: useLang(),
    'aria-label': t('language.label'),
    onChange: (value: Language) => void changeLanguage(value),
    options: [
      { value: 'en' as const, label: <span title={t('language.enFull')}>{t('language.en')}</span> },
      { value: 'zh' as const, label: <span title={t('language.zhFull')}>{t('language.zh')}</span> },
    ],
  };
}
