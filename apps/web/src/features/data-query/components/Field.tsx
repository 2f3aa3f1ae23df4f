import { type ReactNode, useId } from 'react';
import styles from './data-query.module.css';

/** A labelled form control: the label above, tied to the control by id. */
export function Field({
  label,
  children,
  wide,
}: {
  label: ReactNode;
  children: (id: string) => ReactNode;
  wide?: boolean;
}) {
  const id = useId();
  return (
    <div className={wide ? `${styles.field} ${styles.fieldWide}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children(id)}
    </div>
  );
}
