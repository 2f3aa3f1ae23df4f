import type { QueryClient } from '@tanstack/react-query';
import { currentLanguage } from '../../lib/i18n';
import { decodeQuery } from './query-state';
import { warmQuery } from './warm-query';

/**
 * The first search of a visitor who opened the data query directly, started as soon as this code has arrived
 * (app/route-pages.ts), before the screen first renders; the screen's own start (use-data-query.ts) then finds
 * the same requests in flight or answered.
 */
export function warmFromLocation(client: QueryClient): void {
  const state = decodeQuery(new URLSearchParams(window.location.search));
  void warmQuery(client, state, currentLanguage()).catch(() => undefined);
}
