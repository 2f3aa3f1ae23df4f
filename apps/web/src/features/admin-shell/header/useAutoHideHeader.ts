import { useEffect, useRef, useState } from 'react';
import { headerVisibleAfterScroll } from './header-visibility';

/** Whether the header shows, hiding it on scrolls down past 100 px while `enabled` (SPEC §4). */
export function useAutoHideHeader(enabled: boolean): boolean {
  const [visible, setVisible] = useState(true);
  const last = useRef(0);

  useEffect(() => {
    if (!enabled) {
      setVisible(true);
      return;
    }
    last.current = window.scrollY;
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const y = window.scrollY;
        setVisible((shown) => headerVisibleAfterScroll(last.current, y, shown));
        last.current = y;
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [enabled]);

  return visible;
}
