import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../../lib/i18n';
import { type Language, resolveLanguage } from '../../lib/language';
import { Segmented } from './Segmented';

/** EN / 中文 switch of the client header (the choice is remembered, see lib/i18n), without antd. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const lang = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (
    <Segmented<Language>
      className={className}
      size="small"
      aria-label={t('language.label')}
      value={lang}
      onChange={(value) => void changeLanguage(value)}
      options={[
        { value: 'en', label: <span title={t('language.enFull')}>{t('language.en')}</span> },
        { value: 'zh', label: <span title={t('language.zhFull')}>{t('language.zh')}</span> },
      ]}
    />
  );
}
