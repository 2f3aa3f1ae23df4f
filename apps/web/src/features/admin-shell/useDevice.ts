import { useSyncExternalStore } from 'react';

/** SPEC §9 breakpoints: phones below 767.99 px, tablets below 1087.99 px, desktops from there. */
export type Device = 'mobile' | 'tablet' | 'desktop';

const MOBILE = '(max-width: 767.98px)';
const TABLET = '(max-width: 1087.98px)';

export function deviceForWidth(width: number): Device {
  if (width < 768) return 'mobile';
  if (width < 1088) return 'tablet';
  return 'desktop';
}

function current(): Device {
  if (typeof window === 'undefined' || !window.matchMedia) return 'desktop';
  if (window.matchMedia(MOBILE).matches) return 'mobile';
  if (window.matchMedia(TABLET).matches) return 'tablet';
  return 'desktop';
}

function subscribe(onChange: () => void): () => void {
  const queries = [window.matchMedia(MOBILE), window.matchMedia(TABLET)];
  for (const query of queries) query.addEventListener('change', onChange);
  return () => {
    for (const query of queries) query.removeEventListener('change', onChange);
  };
}

/** The kind of screen the back office is on, following the window's width. */
export function useDevice(): Device {
  return useSyncExternalStore(subscribe, current, () => 'desktop');
}
