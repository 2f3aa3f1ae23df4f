import { useEffect } from 'react';

/**
 * Colour-weak mode: the whole page inverted at 80 %, as Ant Design Pro does. Applied to the root element,
 * whose filter does not disturb fixed or sticky parts; undone when the back office is left.
 */
export function useColorWeak(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    const previous = root.style.filter;
    root.style.filter = 'invert(80%)';
    root.dataset.colorWeak = 'true';
    return () => {
      root.style.filter = previous;
      delete root.dataset.colorWeak;
    };
  }, [enabled]);
}
