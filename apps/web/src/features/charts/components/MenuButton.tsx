import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../client-ui/Button';
import { Icon } from '../../client-ui/Icon';
import { DownOutlined } from '../../client-ui/icon-shapes';
import styles from './charts.module.css';

export interface MenuItem {
  key: string;
  label: ReactNode;
  /** A link (downloads, documents), or an action. */
  href?: string;
  download?: string | boolean;
  newTab?: boolean;
  onSelect?: () => void;
}

interface Props {
  label: ReactNode;
  icon?: ReactNode;
  items: readonly MenuItem[];
  disabled?: boolean;
  testId?: string;
}

/**
 * A button that shows a list of links or actions below it (disclosure pattern): Tab moves through the items,
 * Escape closes the list and returns to the button, a click elsewhere closes it.
 */
export function MenuButton({ label, icon, items, disabled, testId }: Props) {
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    button.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && root.current?.contains(document.activeElement)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div ref={root} className={styles.menu}>
      <Button
        ref={button}
        icon={icon}
        disabled={disabled}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((value) => !value)}
        data-testid={testId}
      >
        {label}
        <Icon shape={DownOutlined} className={styles.menuCaret} />
      </Button>
      <ul id={id} className={styles.menuList} hidden={!open}>
        {items.map((item) => (
          <li key={item.key}>
            {item.href ? (
              <a
                className={styles.menuItem}
                href={item.href}
                download={item.download}
                target={item.newTab ? '_blank' : undefined}
                rel={item.newTab ? 'noopener noreferrer' : undefined}
                onClick={() => setOpen(false)}
              >
                {item.label}
              </a>
            ) : (
              <button
                type="button"
                className={styles.menuItem}
                onClick={() => {
                  close();
                  item.onSelect?.();
                }}
              >
                {item.label}
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
