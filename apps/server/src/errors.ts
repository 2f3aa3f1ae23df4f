import type { FieldError, MessageKey } from '@csp/contract';

/**
 * The one error type of the server: a message key of the contract (SPEC §8) and an HTTP status.
 * The error handler turns it into the reply envelope; the web client localizes the key.
 */
export class AppError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly status: number,
    readonly fieldErrors: FieldError[] = [],
  ) {
    super(key);
    this.name = 'AppError';
  }
}

export const badRequest = (key: MessageKey, fieldErrors: FieldError[] = []) => new AppError(key, 400, fieldErrors);
export const unauthorized = (key: MessageKey = 'tokenMissing') => new AppError(key, 401);
export const forbidden = (key: MessageKey = 'notAuthority') => new AppError(key, 403);
export const notFound = (key: MessageKey = 'notFound') => new AppError(key, 404);
export const conflict = (key: MessageKey, fieldErrors: FieldError[] = []) => new AppError(key, 409, fieldErrors);
