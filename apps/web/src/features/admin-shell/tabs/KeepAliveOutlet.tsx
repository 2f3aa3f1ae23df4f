import { type ReactElement, Suspense, useRef } from 'react';
import { type Location, UNSAFE_LocationContext, useLocation, useNavigationType, useOutlet } from 'react-router';
import { LoadingBlock } from '../../../components/LoadingBlock';
import { tabKey } from './tab-list';

interface Cached {
  element: ReactElement;
  location: Location;
}

interface Props {
  /** Keys of the open tabs: a closed tab's screen is dropped. */
  openKeys: readonly string[];
  /** Whether the screen of a tab is kept alive (its menu entry's `keepAlive`). */
  keepAlive: (key: string) => boolean;
  /** Grows when a tab is refreshed: its screen is built anew. */
  versions: Readonly<Record<string, number>>;
}

/**
 * The screen of the current route, with the screens of kept-alive tabs left mounted but hidden, so a
 * return to such a tab finds it as it was (SPEC §2 keepAlive). Each hidden screen keeps seeing the
 * location it was shown at, so it does not react to the routes of other tabs.
 */
export function KeepAliveOutlet({ openKeys, keepAlive, versions }: Props) {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const cache = useRef(new Map<string, Cached>());
  const current = tabKey(location.pathname);

  for (const key of [...cache.current.keys()]) {
    if (!openKeys.includes(key) || !keepAlive(key)) cache.current.delete(key);
  }
  if (outlet && keepAlive(current)) cache.current.set(current, { element: outlet, location });

  const screen = (key: string, element: ReactElement | null, at: Location) => (
    <div
      key={`${key}#${versions[key] ?? 0}`}
      hidden={key !== current}
      data-tab-screen={key}
      data-tab-version={versions[key] ?? 0}
    >
      <UNSAFE_LocationContext.Provider value={{ location: at, navigationType }}>
        <Suspense fallback={<LoadingBlock minHeight={320} />}>{element}</Suspense>
      </UNSAFE_LocationContext.Provider>
    </div>
  );

  return (
    <>
      {[...cache.current].map(([key, cached]) => screen(key, cached.element, cached.location))}
      {cache.current.has(current) ? null : screen(current, outlet, location)}
    </>
  );
}
