import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import { CloseOutlined } from './icon-shapes';
import styles from './ui.module.css';

interface Props {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  /** Asked to close: the close button, Escape, a click on the mask (each only where allowed). */
  onClose?: () => void;
  footer?: ReactNode;
  width?: number;
  centered?: boolean;
  /** The close button, Escape and a click on the mask close it (antd's closable/keyboard/maskClosable). */
  closable?: boolean;
  className?: string;
  testId?: string;
}

/**
 * A modal dialog that looks like antd's Modal, built on the native `<dialog>` (the browser keeps focus inside
 * it and makes the page behind inert). It is in the document only while open, so its content is created fresh
 * each time it opens.
 */
export function Dialog({
  open,
  title,
  children,
  onClose,
  footer,
  width = 520,
  centered,
  closable = true,
  className,
  testId,
}: Props) {
  const { t } = useTranslation('client');
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    if (!dialog.open) {
      dialog.showModal();
      // Focus starts on the dialog itself (as antd's Modal does), not on its first control or scroll region.
      dialog.focus();
    }
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (closable) close.current?.();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => {
      dialog.removeEventListener('cancel', onCancel);
      document.body.style.overflow = overflow;
    };
  }, [open, closable]);

  if (!open) return null;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the mask click has its keyboard twin in Escape (the dialog's cancel event)
    <dialog
      ref={ref}
      className={[styles.dialog, centered ? '' : styles.dialogTop, className ?? ''].filter(Boolean).join(' ')}
      style={{ width }}
      aria-labelledby={titleId}
      data-testid={testId}
      tabIndex={-1}
      onClick={(event) => {
        // A click on the mask lands on the dialog element itself (its content fills the box inside it).
        if (closable && event.target === event.currentTarget) onClose?.();
      }}
    >
      <div className={styles.dialogContent}>
        <div className={styles.dialogHeader}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
          {closable ? (
            <button type="button" className={styles.dialogClose} aria-label={t('ui.close')} onClick={onClose}>
              <Icon shape={CloseOutlined} />
            </button>
          ) : null}
        </div>
        <div className={styles.dialogBody}>{children}</div>
        {footer ? <div className={styles.dialogFooter}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
