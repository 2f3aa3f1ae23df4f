import type { ApiEnvelope, MessageKey } from '@csp/contract';

/** Wraps a result in the reply envelope. */
export function ok<T>(result: T, message: MessageKey = 'success'): ApiEnvelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

export function failure(status: number, message: string, result: unknown = null): ApiEnvelope<unknown> {
  return { success: false, message, code: status, result, timestamp: Date.now() };
}
