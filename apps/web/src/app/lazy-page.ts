import { type ComponentType, createElement, type LazyExoticComponent, lazy } from 'react';
import { loadAllNamespaces } from '../lib/i18n';

/** SPEC §9: a chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  constructor() {
    super('chunk load timed out');
    this.name = 'ChunkLoadError';
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError()), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** React.lazy for one route's screen, loaded in its own chunk, failing after the chunk timeout. */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyExoticComponent<ComponentType> {
  return lazy(() => withTimeout(load(), CHUNK_TIMEOUT_MS));
}

type ScreenModule = { default: ComponentType };

/**
 * A screen built with antd: loaded together with antd's providers and, for the back office and sign-in
 * screens, the back office's translations, and rendered inside them. `theme` gives antd's theme and locale only
 * (public pages with a few antd components); `app` adds antd's `<App>` (message, notification and modal
 * contexts). The public client area's own screens use `lazyPage`: they render no antd (issue 5).
 */
export function lazyAntdPage(
  load: () => Promise<ScreenModule>,
  { providers = 'app', backOffice = true }: { providers?: 'app' | 'theme'; backOffice?: boolean } = {},
): LazyExoticComponent<ComponentType> {
  return lazyPage(() => loadAntdPage(load, { providers, backOffice }));
}

/** The loading half of `lazyAntdPage` (a route can start it early, see pages.ts). */
export function loadAntdPage(
  load: () => Promise<ScreenModule>,
  { providers, backOffice }: { providers: 'app' | 'theme'; backOffice: boolean },
): Promise<ScreenModule> {
  const wrapper =
    providers === 'app'
      ? import('./antd-providers').then((m) => m.AntdProviders)
      : import('./antd-theme').then((m) => m.AntdTheme);
  return Promise.all([load(), wrapper, backOffice ? loadAllNamespaces() : undefined]).then(([screen, Providers]) => {
    const Screen = screen.default;
    return { default: () => createElement(Providers, null, createElement(Screen)) };
  });
}

/** Whether an error means code could not be fetched (deployment changed, network lost). */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(message);
}
