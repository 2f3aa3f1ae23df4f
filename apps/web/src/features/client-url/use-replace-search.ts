import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

interface Place {
  pathname: string;
  search: string;
}

/** The last URL a screen's own write put in place (its language, then its defaults, come in one pass). */
let lastWritten: Place | null = null;

const same = (a: Place | null, b: Place) => a !== null && a.pathname === b.pathname && a.search === b.search;

/**
 * Whether a screen rendered from `rendered` may still rewrite the URL: the browser is at that URL, or at the one a
 * screen's own write has just put in place; not after a navigation of the visitor's that the screen has not yet
 * rendered (another screen, or another search of the same one).
 */
export function mayRewrite(rendered: Place, live: Place, written: Place | null = lastWritten): boolean {
  return same(rendered, live) || same(written, live);
}

/**
 * Replaces the search of the URL a screen rendered from (its resolved defaults, its language), only while that
 * URL is still the browser's. A screen being left can still render and run its effects while the next screen's
 * code loads (the router's transition keeps it on screen), and the router resolves a bare "?search" against its
 * newest location: unguarded, the comparison's resolved search landed on the data query's path (CI,
 * explorer-search). A screen that stays re-renders with the newer URL and writes again if it must.
 */
export function useReplaceSearch(): (search: URLSearchParams) => void {
  const { pathname, search: renderedSearch } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (search: URLSearchParams) => {
      const live = { pathname: window.location.pathname, search: window.location.search };
      if (!mayRewrite({ pathname, search: renderedSearch }, live)) return;
      lastWritten = { pathname, search: `?${search}` };
      void navigate({ pathname, search: lastWritten.search }, { replace: true });
    },
    [pathname, renderedSearch, navigate],
  );
}

/**
 * Keeps a screen's URL whole: once its view is resolved (`canonical`, the search it stands for, or null while it is
 * not) and `ready` (the language settled), a URL that says less is replaced by it, through `useReplaceSearch`.
 */
export function useCanonicalSearch(canonical: string | null, ready: boolean): void {
  const [params] = useSearchParams();
  const replaceSearch = useReplaceSearch();
  useEffect(() => {
    if (!ready || canonical === null) return;
    if (canonical !== `?${params.toString()}`) replaceSearch(new URLSearchParams(canonical));
  }, [canonical, ready, params, replaceSearch]);
}
