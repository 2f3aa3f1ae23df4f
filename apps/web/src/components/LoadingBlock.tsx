import { Spin } from 'antd';
import { useTranslation } from 'react-i18next';

/** A loading indicator announced to screen readers. */
export function LoadingBlock({ minHeight = 160 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <div className="loading-block" role="status" aria-live="polite" style={{ minHeight }}>
      <Spin />
      <span>{t('states.loading')}</span>
    </div>
  );
}
