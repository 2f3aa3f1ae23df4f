import { type ButtonHTMLAttributes, Children, type ReactNode, type Ref } from 'react';
import styles from './ui.module.css';

interface Props extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** antd's `type`: the filled brand button or the outlined default one. */
  type?: 'primary' | 'default';
  htmlType?: 'button' | 'submit';
  size?: 'small' | 'middle' | 'large';
  icon?: ReactNode;
  /** A link styled as a button (downloads). */
  href?: string;
  download?: string;
  ref?: Ref<HTMLButtonElement>;
  'data-testid'?: string;
}

/** A button that looks and behaves like antd's Button (default and primary, three sizes, an icon), as plain HTML. */
export function Button({
  type = 'default',
  htmlType = 'button',
  size = 'middle',
  icon,
  href,
  download,
  className,
  children,
  ...rest
}: Props) {
  const classes = [
    styles.button,
    type === 'primary' ? styles.primary : '',
    size === 'small' ? styles.small : size === 'large' ? styles.large : '',
    className ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  // Like antd: text children in a span each, other children (a trailing icon) beside them.
  const content = (
    <>
      {icon}
      {Children.map(children, (child) =>
        typeof child === 'string' || typeof child === 'number' ? <span>{child}</span> : child,
      )}
    </>
  );
  if (href !== undefined) {
    return (
      <a className={classes} href={href} download={download} data-testid={rest['data-testid']}>
        {content}
      </a>
    );
  }
  return (
    <button type={htmlType} className={classes} {...rest}>
      {content}
    </button>
  );
}
