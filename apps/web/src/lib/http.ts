import { type ApiEnvelope, limits } from '@csp/contract/core';
import { ApiError, CLIENT_MESSAGE_KEYS } from './api-error';
import { getTenantId, getToken } from './auth';
import { apiBase } from './env';
import { detectLanguage, type Language } from './language';
import { localizeServerMessage } from './server-messages';

/**
 * The HTTP client of SPEC §7: fetch-based, one base path, the session and tenant headers, a cache-busting
 * `_t` on GET, a 30-minute timeout, envelope unwrapping and binary pass-through. Failures become an
 * `ApiError` handed to one transport error handler (`transport-errors.ts`, wired in by the app) and thrown.
 * Free of DOM and antd so it runs in unit tests under Node.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type QueryScalar = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryScalar | readonly QueryScalar[]>;

export interface RequestOptions {
  method?: HttpMethod;
  params?: QueryParams;
  /** A plain value is sent as JSON; FormData, Blob, URLSearchParams and ArrayBuffer are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** No notification for ordinary failures (the caller shows them); session failures are always handled. */
  silent?: boolean;
}

export interface TransportErrorContext {
  silent: boolean;
  /** Whether the call carried an access token. */
  hadToken: boolean;
}
export type TransportErrorHandler = (error: ApiError, context: TransportErrorContext) => void;

export interface HttpConfig {
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof fetch;
  getToken: () => string | null;
  getTenantId: () => string;
  getLanguage: () => Language;
  onError: TransportErrorHandler;
  now: () => number;
}

/** Dictionary item lookups are cached by the browser: they get no `_t` (SPEC §7). */
const NO_TIMESTAMP = '/sys/dict/getDictItems/';
const BINARY_TYPE = /excel|spreadsheet|octet-stream|csv|zip|pdf|msword|wordprocessing|^image\/|^video\/|^audio\//i;

export function isBinaryContentType(contentType: string): boolean {
  return BINARY_TYPE.test(contentType.trim());
}

function isEnvelope(body: unknown): body is ApiEnvelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as { success?: unknown }).success === 'boolean';
}

function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== 'undefined' && body instanceof FormData) ||
    (typeof Blob !== 'undefined' && body instanceof Blob) ||
    body instanceof URLSearchParams ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  );
}

export function buildUrl(baseUrl: string, path: string, params: QueryParams = {}, timestamp?: number): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) if (item !== undefined && item !== null) query.append(name, String(item));
  }
  if (timestamp !== undefined) query.set('_t', String(timestamp));
  const absolute = /^https?:\/\//i.test(path);
  const url = absolute ? path : `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
  const search = query.toString();
  if (!search) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function defaultConfig(): HttpConfig {
  return {
    baseUrl: apiBase(),
    timeoutMs: limits.requestTimeoutMs,
    fetch: (input, init) => globalThis.fetch(input, init),
    getToken,
    getTenantId,
    getLanguage: detectLanguage,
    onError: (error, context) => transportErrorHandler(error, context),
    now: () => Date.now(),
  };
}

let transportErrorHandler: TransportErrorHandler = () => {};

/** The app installs its transport error handler here once at start-up. */
export function setTransportErrorHandler(handler: TransportErrorHandler): void {
  transportErrorHandler = handler;
}

/**
 * Hands a failed call made outside this client (the upload's XMLHttpRequest, `upload-progress.ts`) to the same
 * transport error handler, so an expired or refused session is handled as for every other call.
 */
export function reportTransportError(error: ApiError, context: Parameters<TransportErrorHandler>[1]): void {
  try {
    transportErrorHandler(error, context);
  } catch {
    /* a broken handler must not hide the error from the caller */
  }
}

export function createHttpClient(overrides: Partial<HttpConfig> = {}) {
  const config: HttpConfig = { ...defaultConfig(), ...overrides };

  function fail(error: ApiError, options: RequestOptions, hadToken: boolean): never {
    try {
      config.onError(error, { silent: options.silent ?? false, hadToken });
    } catch {
      /* a broken handler must not hide the error from the caller */
    }
    throw error;
  }

  function errorFromReply(status: number, body: unknown): ApiError {
    const key = isEnvelope(body) && typeof body.message === 'string' ? body.message : '';
    const code = isEnvelope(body) && typeof body.code === 'number' && body.code >= 400 ? body.code : status;
    const result = isEnvelope(body) ? body.result : null;
    return new ApiError(code, key, localizeServerMessage(key, config.getLanguage()), result);
  }

  /** The whole reply envelope (for callers that show a success message), or a Blob for binary replies. */
  async function requestEnvelope<T>(path: string, options: RequestOptions = {}): Promise<ApiEnvelope<T> | Blob> {
    const method = options.method ?? 'GET';
    const token = config.getToken();
    const stamp = method === 'GET' && !path.includes(NO_TIMESTAMP) ? config.now() : undefined;
    const url = buildUrl(config.baseUrl, path, options.params, stamp);

    const headers: Record<string, string> = {
      Accept: 'application/json, */*',
      'Accept-Language': config.getLanguage(),
      'tenant-id': config.getTenantId(),
      ...options.headers,
    };
    if (token) headers['X-Access-Token'] = token;
    let body: BodyInit | undefined;
    if (options.body !== undefined) {
      if (isRawBody(options.body)) body = options.body;
      else {
        body = JSON.stringify(options.body);
        headers['Content-Type'] = 'application/json;charset=UTF-8';
      }
    }

    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, config.timeoutMs);
    const onCallerAbort = () => controller.abort(options.signal?.reason);
    if (options.signal?.aborted) onCallerAbort();
    else options.signal?.addEventListener('abort', onCallerAbort, { once: true });

    try {
      let response: Response;
      let parsed: unknown;
      try {
        response = await config.fetch(url, { method, headers, body, signal: controller.signal });
        const contentType = response.headers.get('content-type') ?? '';
        if (response.ok && isBinaryContentType(contentType)) return await response.blob();
        parsed = await readJson(response);
      } catch (cause) {
        if (timedOut) {
          const key = CLIENT_MESSAGE_KEYS.networkTimeout;
          return fail(new ApiError(504, key, localizeServerMessage(key, config.getLanguage())), options, !!token);
        }
        if (options.signal?.aborted) throw cause;
        const key = CLIENT_MESSAGE_KEYS.networkError;
        return fail(new ApiError(0, key, localizeServerMessage(key, config.getLanguage())), options, !!token);
      }
      if (response.ok && (!isEnvelope(parsed) || parsed.success)) {
        if (isEnvelope(parsed)) return parsed as ApiEnvelope<T>;
        return { success: true, message: '', code: response.status, result: parsed as T, timestamp: config.now() };
      }
      return fail(errorFromReply(response.status, parsed), options, !!token);
    } finally {
      clearTimeout(timer);
      options.signal?.removeEventListener('abort', onCallerAbort);
    }
  }

  /** The `result` of the reply (a Blob for binary replies). */
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const reply = await requestEnvelope<T>(path, options);
    if (typeof Blob !== 'undefined' && reply instanceof Blob) return reply as T;
    return (reply as ApiEnvelope<T>).result;
  }

  type Options = Omit<RequestOptions, 'method' | 'body'>;
  return {
    request,
    requestEnvelope,
    get: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Options) =>
      request<T>(path, { ...options, method: 'POST', body }),
    put: <T>(path: string, body?: unknown, options?: Options) => request<T>(path, { ...options, method: 'PUT', body }),
    delete: <T>(path: string, options?: Options) => request<T>(path, { ...options, method: 'DELETE' }),
    /** A file download: the reply as a Blob, whatever its content type. */
    blob: async (path: string, options?: RequestOptions): Promise<Blob> => {
      const reply = await requestEnvelope<unknown>(path, options);
      if (reply instanceof Blob) return reply;
      return new Blob([JSON.stringify(reply.result)], { type: 'application/json' });
    },
  };
}

export type HttpClient = ReturnType<typeof createHttpClient>;

/** The app's client: base path from VITE_API_BASE (default /api), session from localStorage. */
export const http = createHttpClient();
