import type { ReactNode } from 'react';
import { Icon } from './Icon';
import { CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from './icon-shapes';
import styles from './ui.module.css';

const ICONS = { warning: ExclamationCircleFilled, error: CloseCircleFilled, info: InfoCircleFilled } as const;

interface Props {
  type: keyof typeof ICONS;
  message: ReactNode;
  showIcon?: boolean;
  action?: ReactNode;
  role?: string;
  'data-testid'?: string;
}

/** A message box that looks like antd's Alert (warning, error or info, an icon, an action at the end). */
export function Alert({ type, message, showIcon, action, role = 'alert', ...rest }: Props) {
  return (
    <div className={`${styles.alert} ${styles[type]}`} role={role} data-testid={rest['data-testid']}>
      {showIcon ? <Icon shape={ICONS[type]} className={styles.alertIcon} /> : null}
      <div className={styles.alertMessage}>{message}</div>
      {action ? <div className={styles.alertAction}>{action}</div> : null}
    </div>
  );
}
