import type { ApiEnvelope, PageResult } from '@csp/contract/core';
import { type HttpMethod, http, type QueryParams } from './http';
import { detectLanguage } from './language';
import { localizeServerMessage } from './server-messages';

/** The reply of a back-office change: its result and the server's message, localized (SPEC §8 success keys). */
export interface Done<T> {
  result: T;
  message: string;
}

/**
 * A change (add, edit, delete, approve...). Silent: the screen shows the failure, next to the field
 * when the server names one (`applyServerErrors`), else as a message.
 */
export async function send<T = null>(
  method: HttpMethod,
  path: string,
  { params, body }: { params?: QueryParams; body?: unknown } = {},
): Promise<Done<T>> {
  const reply = (await http.requestEnvelope<T>(path, { method, params, body, silent: true })) as ApiEnvelope<T>;
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

/** A page of a back-office list; a failure is notified by the transport handler. */
export function fetchPage<T>(
  path: string,
  params: QueryParams,
  options: { signal?: AbortSignal; silent?: boolean } = {},
): Promise<PageResult<T>> {
  return http.get<PageResult<T>>(path, { params, ...options });
}

/** A whole list or tree (roles for pickers, the permission tree...). */
export function fetchList<T>(path: string, options: { params?: QueryParams; silent?: boolean } = {}): Promise<T> {
  return http.get<T>(path, options);
}

/** `/sys/duplicate/check` (SPEC §5): resolves when the value is free in the table field (apart from `dataId`). */
export const checkDuplicate = (tableName: string, fieldName: string, fieldVal: string, dataId?: string) =>
  send('GET', '/sys/duplicate/check', { params: { tableName, fieldName, fieldVal, dataId } });
