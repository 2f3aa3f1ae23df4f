import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { RESULTS_ANCHOR } from '../map/marker-link';

/**
 * A link that ends in #results (the map's info window) brings the results into view: at once, and again once
 * they are drawn (the introduction and chart above change the page's height while they load). The hash is gone
 * as soon as the screen rewrites its URL, so the wish is kept until then.
 */
export function useScrollToResults(settled: boolean): void {
  const { hash, key } = useLocation();
  const pending = useRef(false);
  useEffect(() => {
    if (hash !== `#${RESULTS_ANCHOR}`) return;
    void key;
    pending.current = true;
    document.getElementById(RESULTS_ANCHOR)?.scrollIntoView({ block: 'start' });
  }, [hash, key]);
  useEffect(() => {
    if (!settled || !pending.current) return;
    // After the chart's first layout.
    const frame = requestAnimationFrame(() => {
      pending.current = false;
      document.getElementById(RESULTS_ANCHOR)?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    });
    return () => cancelAnimationFrame(frame);
  });
}
