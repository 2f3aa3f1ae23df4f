import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { ApiError } from './api-error';
import {
  buildUrl,
  createHttpClient,
  type HttpConfig,
  http,
  isBinaryContentType,
  setTransportErrorHandler,
} from './http';
import { writeRaw, writeValue } from './storage';

const NOW = 1_760_000_000_000;
type FetchMock = ReturnType<typeof vi.fn<typeof fetch>>;

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });
}

function envelope(result: unknown, extra: Partial<{ success: boolean; message: string; code: number }> = {}) {
  return { success: true, message: 'success', code: 200, result, timestamp: NOW, ...extra };
}

/** The URL and init of the n-th fetch call. */
function call(fetchMock: FetchMock, n = 0): { url: URL; init: RequestInit; headers: Record<string, string> } {
  const [input, init = {}] = fetchMock.mock.calls[n] ?? [];
  return {
    url: new URL(String(input), 'http://localhost'),
    init,
    headers: (init.headers ?? {}) as Record<string, string>,
  };
}

let fetchMock: FetchMock;
let onError: ReturnType<typeof vi.fn<HttpConfig['onError']>>;

function client(overrides: Partial<HttpConfig> = {}) {
  return createHttpClient({ fetch: fetchMock, onError, now: () => NOW, getLanguage: () => 'en', ...overrides });
}

beforeEach(() => {
  vi.stubGlobal('localStorage', new MemoryStorage());
  fetchMock = vi.fn<typeof fetch>(async () => json(envelope(null)));
  onError = vi.fn<HttpConfig['onError']>();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request headers', () => {
  it('sends tenant-id 0 and no access token when signed out', async () => {
    await client().get('/reception/city/cityCouCountry/list');
    const { headers } = call(fetchMock);
    expect(headers['tenant-id']).toBe('0');
    expect(headers).not.toHaveProperty('X-Access-Token');
  });

  it('sends the stored access token and tenant', async () => {
    writeValue('Access-Token', 'tok-123', 604_800_000);
    writeRaw('TENANT_ID', '7');
    await client().post('/sys/logout');
    const { headers } = call(fetchMock);
    expect(headers['X-Access-Token']).toBe('tok-123');
    expect(headers['tenant-id']).toBe('7');
  });

  it('reads a token stored raw by other code', async () => {
    localStorage.setItem('Access-Token', '0123456789012345678901');
    await client().get('/x');
    expect(call(fetchMock).headers['X-Access-Token']).toBe('0123456789012345678901');
  });

  it('does not send an expired token', async () => {
    writeValue('Access-Token', 'old', 1000, Date.now() - 5000);
    await client().get('/x');
    expect(call(fetchMock).headers).not.toHaveProperty('X-Access-Token');
  });

  it('sends JSON bodies as JSON and FormData as it is', async () => {
    await client().post('/sys/login', { username: 'admin' });
    expect(call(fetchMock).headers['Content-Type']).toMatch(/^application\/json/);
    expect(call(fetchMock).init.body).toBe('{"username":"admin"}');

    const form = new FormData();
    form.append('file', new Blob(['a,b']), 'data.csv');
    await client().post('/upload', form);
    expect(call(fetchMock, 1).headers).not.toHaveProperty('Content-Type');
    expect(call(fetchMock, 1).init.body).toBe(form);
  });

  it('sends the language for server-side texts', async () => {
    await client({ getLanguage: () => 'zh' }).get('/x');
    expect(call(fetchMock).headers['Accept-Language']).toBe('zh');
  });
});

describe('URL and the _t rule', () => {
  it('puts every path under a configurable base path', async () => {
    const custom = client({ baseUrl: '/backend/' });
    await custom.get('reception/x');
    expect(call(fetchMock).url.pathname).toBe('/backend/reception/x');
  });

  it('adds _t=<timestamp> to GET requests', async () => {
    await client().get('/reception/city/cityCouCity/list/3', { params: { page: 2, empty: undefined } });
    const { url } = call(fetchMock);
    expect(url.pathname).toBe('/api/reception/city/cityCouCity/list/3');
    expect(url.searchParams.get('_t')).toBe(String(NOW));
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.has('empty')).toBe(false);
  });

  it('leaves _t off dictionary item lookups', async () => {
    await client().get('/sys/dict/getDictItems/sex');
    expect(call(fetchMock).url.searchParams.has('_t')).toBe(false);
  });

  it('leaves _t off other methods', async () => {
    await client().post('/sys/login', {});
    await client().put('/x', {});
    await client().delete('/x');
    for (const n of [0, 1, 2]) expect(call(fetchMock, n).url.searchParams.has('_t')).toBe(false);
  });

  it('builds URLs with repeated and existing query parameters', () => {
    expect(buildUrl('/api', '/a?x=1', { ids: ['1', '2'] }, 5)).toBe('/api/a?x=1&ids=1&ids=2&_t=5');
    expect(buildUrl('/api', 'https://example.org/f', {})).toBe('https://example.org/f');
  });

  it('uses /api and the global fetch in the default client', async () => {
    vi.stubGlobal('fetch', fetchMock);
    await http.get('/health');
    expect(call(fetchMock).url.pathname).toBe('/api/health');
    expect(call(fetchMock).url.searchParams.has('_t')).toBe(true);
  });
});

describe('envelope unwrapping', () => {
  it('returns the result of a successful envelope', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope([{ id: '1', nameEn: 'Australia' }])));
    await expect(client().get('/list')).resolves.toEqual([{ id: '1', nameEn: 'Australia' }]);
    expect(onError).not.toHaveBeenCalled();
  });

  it('gives the whole envelope to callers that want the message', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, { message: 'addSuccess' })));
    const reply = await client().requestEnvelope('/x', { method: 'POST' });
    expect(reply).toMatchObject({ success: true, message: 'addSuccess' });
  });

  it('returns a JSON body that is not an envelope as it is', async () => {
    fetchMock.mockResolvedValueOnce(json({ status: 'ok' }));
    await expect(client().get('/health')).resolves.toEqual({ status: 'ok' });
  });
});

describe('errors', () => {
  it('maps a failed envelope to ApiError with status, key and localized text', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, { success: false, message: 'cityNotExist', code: 404 }), 404));
    const error = await client()
      .get('/city/9')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, messageKey: 'cityNotExist', message: 'The city does not exist' });
    expect(onError).toHaveBeenCalledWith(error, { silent: false, hadToken: false });
  });

  it('localizes in the user language and keeps field errors of a 400', async () => {
    const result = { errors: [{ field: 'username', message: 'required' }] };
    fetchMock.mockResolvedValueOnce(
      json(envelope(result, { success: false, message: 'validationFailed', code: 400 }), 400),
    );
    const error = await client({ getLanguage: () => 'zh' })
      .post('/sys/user/add', {})
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, messageKey: 'validationFailed', message: '部分字段不正确', result });
  });

  it('treats success:false on HTTP 200 as a failure with the envelope code', async () => {
    fetchMock.mockResolvedValueOnce(
      json(envelope(null, { success: false, message: 'Token失效，请重新登录', code: 500 })),
    );
    writeValue('Access-Token', 't', 60_000);
    const error = await client()
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, messageKey: 'Token失效，请重新登录' });
    expect(onError).toHaveBeenCalledWith(error, { silent: false, hadToken: true });
  });

  it('keeps unknown server messages raw', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, { success: false, message: 'Something odd', code: 500 }), 500));
    await expect(client().get('/x')).rejects.toMatchObject({
      status: 500,
      messageKey: 'Something odd',
      message: 'Something odd',
    });
  });

  it('maps a reply without a body to ApiError of its status', async () => {
    fetchMock.mockResolvedValueOnce(new Response('', { status: 502 }));
    await expect(client().get('/x')).rejects.toMatchObject({ status: 502, messageKey: '' });
  });

  it('maps a network failure to status 0', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('fetch failed'));
    await expect(client().get('/x')).rejects.toMatchObject({ status: 0, messageKey: 'networkError' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('times out after the configured time with status 504', async () => {
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    await expect(client({ timeoutMs: 20 }).get('/slow')).rejects.toMatchObject({
      status: 504,
      messageKey: 'networkTimeout',
      message: 'Network timeout',
    });
  });

  it('uses a 30-minute timeout by default', () => {
    vi.useFakeTimers();
    const spy = vi.spyOn(globalThis, 'setTimeout');
    void client().get('/x');
    expect(spy).toHaveBeenCalledWith(expect.any(Function), 1_800_000);
  });

  it('rethrows a caller abort without reporting it', async () => {
    const controller = new AbortController();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const pending = client().get('/x', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(onError).not.toHaveBeenCalled();
  });

  it('passes the silent flag to the handler', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, { success: false, message: 'notFound', code: 404 }), 404));
    await client()
      .get('/x', { silent: true })
      .catch(() => {});
    expect(onError).toHaveBeenCalledWith(expect.any(ApiError), { silent: true, hadToken: false });
  });

  it('still throws when the handler itself fails', async () => {
    fetchMock.mockResolvedValueOnce(json(envelope(null, { success: false, message: 'notFound', code: 404 }), 404));
    onError.mockImplementation(() => {
      throw new Error('handler broke');
    });
    await expect(client().get('/x')).rejects.toBeInstanceOf(ApiError);
  });

  it('reports through the installed handler on the default client', async () => {
    const installed = vi.fn();
    setTransportErrorHandler(installed);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 403 })),
    );
    await http.get('/sys/user/list').catch(() => {});
    expect(installed).toHaveBeenCalledWith(expect.objectContaining({ status: 403 }), {
      silent: false,
      hadToken: false,
    });
    setTransportErrorHandler(() => {});
  });
});

describe('binary replies', () => {
  it.each([
    'application/vnd.ms-excel',
    'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    'application/octet-stream',
    'text/csv; charset=utf-8',
    'application/zip',
    'image/png',
  ])('returns %s as a Blob, untouched', async (type) => {
    const bytes = new Uint8Array([0x50, 0x4b, 3, 4, 0xff]);
    fetchMock.mockResolvedValueOnce(new Response(bytes, { status: 200, headers: { 'content-type': type } }));
    const blob = await client().get<Blob>('/file/cityFile/downFile/1');
    expect(blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
  });

  it('does not take JSON or HTML for binary', () => {
    expect(isBinaryContentType('application/json')).toBe(false);
    expect(isBinaryContentType('text/html')).toBe(false);
  });

  it('reads an error reply of a download as an error, not a file', async () => {
    fetchMock.mockResolvedValueOnce(
      json(envelope(null, { success: false, message: 'FileDoesNotExist', code: 404 }), 404),
    );
    await expect(client().blob('/file/cityFile/downFile/1')).rejects.toMatchObject({ messageKey: 'FileDoesNotExist' });
  });
});
