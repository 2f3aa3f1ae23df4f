import { useTranslation } from 'react-i18next';
import { Button } from '../../client-ui/Button';
import { Dialog } from '../../client-ui/Dialog';
import styles from './licence.module.css';

const CLAUSES = ['access', 'use', 'restrictions', 'law', 'warranty', 'liability', 'acceptance'] as const;

/**
 * The data-use licence (SPEC §1). It cannot be dismissed: no close control, no mask or Esc close;
 * the only action is I AGREE.
 */
export function LicenceModal({ open, onAgree }: { open: boolean; onAgree: () => void }) {
  const { t } = useTranslation('licence');
  return (
    <Dialog
      open={open}
      title={t('title')}
      closable={false}
      centered
      width={760}
      className={styles.modal}
      footer={
        <Button type="primary" size="large" onClick={onAgree} className={styles.agree}>
          {t('agree')}
        </Button>
      }
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take keyboard focus to scroll (WCAG 2.1.1) */}
      <section className={styles.body} tabIndex={0} aria-label={t('title')}>
        <p className={styles.version}>{t('version')}</p>
        <p>{t('intro')}</p>
        {CLAUSES.map((clause) => (
          <div key={clause} className={styles.clause}>
            <h3>{t(`clauses.${clause}.heading`)}</h3>
            <p>{t(`clauses.${clause}.body`)}</p>
          </div>
        ))}
      </section>
    </Dialog>
  );
}
