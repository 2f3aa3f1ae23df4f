import { apiBase } from '../../lib/env';

/** The API base path the web app calls (VITE_API_BASE, default /api): gateway routes live under it. */
export const API_BASE: string = apiBase();

/** The prefix rule of the server (`gatewayPrefixSchema`): segments of letters, digits, - and _, split by /. */
export const PREFIX_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** Where a prefix is published: `{base}/gateway/{prefix}` (base without a trailing slash). */
export function gatewayPath(base: string, prefix: string): string {
  return `${base.replace(/\/+$/, '')}/gateway/${prefix}`;
}
