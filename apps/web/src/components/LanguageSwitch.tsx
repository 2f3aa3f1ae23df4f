import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage } from '../lib/i18n';
import { type Language, resolveLanguage } from '../lib/language';

/** EN / 中文 switch shown in every layout header; the choice is remembered (localStorage `language`). */
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
