import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';

/** The empty state of a screen whose content comes with a later issue. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong>{t('states.comingSoon')}</strong>
          <br />
          <span>{t('states.comingSoonHint')}</span>
        </>
      }
    />
  );
}
