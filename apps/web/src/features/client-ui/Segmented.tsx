import { type ReactNode, useId } from 'react';
import styles from './ui.module.css';

export interface SegmentedOption<T extends string | number> {
  value: T;
  label: ReactNode;
  icon?: ReactNode;
}

interface Props<T extends string | number> {
  value: T;
  onChange: (value: T) => void;
  options: readonly SegmentedOption<T>[];
  size?: 'small' | 'middle';
  className?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
}

/**
 * A segmented control that looks like antd's Segmented: a group of radio buttons, so the arrow keys move the
 * choice and assistive tech announces it as a radio group.
 */
export function Segmented<T extends string | number>({
  value,
  onChange,
  options,
  size = 'middle',
  className,
  ...aria
}: Props<T>) {
  const name = useId();
  const classes = [styles.segmented, size === 'small' ? styles.segmentedSmall : '', className ?? ''];
  return (
    <div role="radiogroup" className={classes.filter(Boolean).join(' ')} {...aria}>
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={String(option.value)}
            className={checked ? `${styles.segment} ${styles.segmentChecked}` : styles.segment}
          >
            <input
              type="radio"
              className={styles.segmentInput}
              name={name}
              value={String(option.value)}
              checked={checked}
              onChange={() => onChange(option.value)}
            />
            {option.icon ? <span className={styles.segmentIcon}>{option.icon}</span> : null}
            <span>{option.label}</span>
          </label>
        );
      })}
    </div>
  );
}
