import type { VisitPage } from '@csp/contract/core';
import { apiUrl } from '../../lib/env';

/** The client page a path shows, for the visit count (SPEC route names); null for anything else. */
export function visitPageOf(pathname: string): VisitPage | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  if (path === '/client' || path === '/client/homepage') return 'homePage';
  if (path === '/client/dataquery') return 'dataQuery';
  if (path === '/client/datacomparison') return 'dataComparison';
  return null;
}

/**
 * Counts one public page view (POST /reception/visit): only the page name is sent, nothing about the visitor;
 * fire and forget, never in the way of the page.
 */
export function sendVisit(pathname: string, fetcher: typeof fetch = globalThis.fetch): void {
  const page = visitPageOf(pathname);
  if (!page || typeof fetcher !== 'function') return;
  void fetcher(apiUrl('/reception/visit'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ page }),
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}
