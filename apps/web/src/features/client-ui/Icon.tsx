import type { IconShape } from './icon-shapes';
import styles from './ui.module.css';

/**
 * One of antd's icon drawings, rendered the way antd's icon components render it (`span.anticon > svg`, 1em,
 * the current colour), without the icon library. Decorative: hidden from assistive tech; the control it sits
 * in carries the text.
 */
export function Icon({ shape, spin, className }: { shape: IconShape; spin?: boolean; className?: string }) {
  const classes = ['anticon', `anticon-${shape.name}`, styles.icon, spin ? styles.spin : '', className ?? ''];
  return (
    <span className={classes.filter(Boolean).join(' ')} aria-hidden="true">
      <svg
        viewBox={shape.viewBox}
        focusable="false"
        data-icon={shape.name}
        width="1em"
        height="1em"
        fill="currentColor"
        aria-hidden="true"
        fillRule={shape.evenOdd ? 'evenodd' : undefined}
      >
        {shape.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
