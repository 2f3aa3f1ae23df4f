/**
 * The one error the HTTP client throws for a failed call.
 * - `status`: the HTTP status (or the envelope's code when the server answered 200 with `success: false`);
 *   0 when the server could not be reached, 504 when the call timed out.
 * - `messageKey`: the server's message key (SPEC §8), or a client key (`networkError`, `networkTimeout`),
 *   or '' when the reply carried no message.
 * - `message`: text for people, localized when the key is known.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly messageKey: string;
  /** The envelope's `result` of the failed reply, such as `{ errors: [{ field, message }] }` of a 400. */
  readonly result: unknown;

  constructor(status: number, messageKey: string, message: string, result: unknown = null) {
    super(message || messageKey || `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.messageKey = messageKey;
    this.result = result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export const CLIENT_MESSAGE_KEYS = { networkError: 'networkError', networkTimeout: 'networkTimeout' } as const;
