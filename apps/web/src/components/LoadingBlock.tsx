import { useTranslation } from 'react-i18next';
import styles from './loading-block.module.css';

/**
 * A loading indicator announced to screen readers. The spinner is antd's Spin drawn in CSS (four dots in the
 * brand colour; antd's class names kept as hooks for tests), so the app's entry and the public client area need
 * no antd to show it (issue 5).
 */
export function LoadingBlock({ minHeight = 160 }: { minHeight?: number }) {
  const { t } = useTranslation();
  return (
    <div className="loading-block" role="status" aria-live="polite" style={{ minHeight }}>
      <span className={`ant-spin ant-spin-spinning ${styles.spin}`} aria-hidden="true">
        <i />
        <i />
        <i />
        <i />
      </span>
      <span>{t('states.loading')}</span>
    </div>
  );
}
