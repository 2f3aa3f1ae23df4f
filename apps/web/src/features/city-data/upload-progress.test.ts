import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { clearSession, saveSession } from '../../lib/auth';
import { setTransportErrorHandler, type TransportErrorHandler } from '../../lib/http';
import en from '../../locales/en/cityData.json';
import zh from '../../locales/zh/cityData.json';
import { MemoryStorage } from '../../testing/memory-storage';
import { postWithProgress, type SentBytes, stageView, type UploadXhr } from './upload-progress';

/** A fake XMLHttpRequest: records what was sent; the test drives its upload events and its reply. */
function fakeXhr() {
  const xhr: UploadXhr & { url?: string; method?: string; headers: Record<string, string>; sent?: FormData } = {
    headers: {},
    open(method, url) {
      xhr.method = method;
      xhr.url = url;
    },
    setRequestHeader(name, value) {
      xhr.headers[name] = value;
    },
    send(body) {
      xhr.sent = body;
    },
    upload: { onprogress: null },
    onload: null,
    onerror: null,
    status: 0,
    responseText: '',
  };
  return xhr;
}

/** A post of an empty form to `/x` through a fresh fake request, no progress seen: the request and the reply. */
function postToFake() {
  const xhr = fakeXhr();
  return [
    xhr,
    postWithProgress(
      '/x',
      new FormData(),
      {},
      () => {},
      () => xhr,
    ),
  ] as const;
}

describe('an upload with progress', () => {
  it('reports the bytes sent and resolves with the reply envelope', async () => {
    const xhr = fakeXhr();
    const seen: SentBytes[] = [];
    const body = new FormData();
    const reply = postWithProgress<{ uploadId: string }>(
      '/city/data/manager/upload/background',
      body,
      { seriesId: '7' },
      (s) => seen.push(s),
      () => xhr,
    );
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toMatch(/\/city\/data\/manager\/upload\/background\?seriesId=7$/);
    expect(xhr.headers['Accept-Language']).toMatch(/^(en|zh)$/);
    expect(xhr.sent).toBe(body);
    xhr.upload.onprogress?.({ loaded: 10, total: 100, lengthComputable: true });
    xhr.upload.onprogress?.({ loaded: 0, total: 0, lengthComputable: false });
    xhr.upload.onprogress?.({ loaded: 100, total: 100, lengthComputable: true });
    xhr.status = 200;
    xhr.responseText = JSON.stringify({
      success: true,
      message: 'uploadStarted',
      code: 200,
      result: { uploadId: '5' },
    });
    xhr.onload?.();
    expect((await reply).result).toEqual({ uploadId: '5' });
    expect(seen).toEqual([
      { loaded: 10, total: 100 },
      { loaded: 100, total: 100 },
    ]);
  });

  it('a refusal is an ApiError carrying the report; a lost connection is networkError', async () => {
    const [xhr, reply] = postToFake();
    xhr.status = 400;
    const report = { rowsWithErrors: 1, rows: [] };
    xhr.responseText = JSON.stringify({ success: false, message: 'uploadRowsRefused', code: 400, result: { report } });
    xhr.onload?.();
    const error = await reply.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, messageKey: 'uploadRowsRefused', result: { report } });
    const [lost, cut] = postToFake();
    lost.onerror?.();
    await expect(cut).rejects.toMatchObject({ status: 0, messageKey: 'networkError' });
    const [html, proxy] = postToFake();
    html.status = 502;
    html.responseText = '<html>Bad gateway</html>';
    html.onload?.();
    await expect(proxy).rejects.toMatchObject({ status: 502 });
  });
});

describe('an upload refused for its session', () => {
  beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
  afterEach(() => {
    setTransportErrorHandler(() => {});
    clearSession();
    vi.unstubAllGlobals();
  });

  it("goes to the client's transport error handler as a silent call, so an expired session signs in again", async () => {
    const seen: Parameters<TransportErrorHandler>[] = [];
    setTransportErrorHandler((error, context) => seen.push([error, context]));
    saveSession({ token: 'a-session' });
    const [xhr, reply] = postToFake();
    xhr.status = 401;
    xhr.responseText = JSON.stringify({ success: false, message: 'tokenExpired', code: 401, result: null });
    xhr.onload?.();
    await expect(reply).rejects.toMatchObject({ status: 401, messageKey: 'tokenExpired' });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.[0]).toMatchObject({ status: 401, messageKey: 'tokenExpired' });
    expect(seen[0]?.[1]).toEqual({ silent: true, hadToken: true });
  });
});

describe('the progress line', () => {
  it('percent of the bytes sent, then the server at work, then rows read and written, then the end', () => {
    const mb = 1024 * 1024;
    expect(stageView({ phase: 'sending', sent: { loaded: 3 * mb, total: 12 * mb } })).toEqual({
      percent: 25,
      key: 'upload.progress.sending',
      values: { percent: 25, sent: '3.0', total: '12.0' },
    });
    expect(stageView({ phase: 'sending', sent: { loaded: 0, total: 0 } }).percent).toBe(0);
    expect(stageView({ phase: 'working' })).toMatchObject({ percent: null, key: 'upload.progress.working' });
    expect(stageView({ phase: 'background', uploadId: '1', progress: null }).key).toBe('upload.progress.received');
    const running = { uploadId: '1', status: 'processing' as const, rowsRead: 40_000, rowsWithErrors: 2 };
    expect(stageView({ phase: 'background', uploadId: '1', progress: { ...running, rowsWritten: 20_000 } })).toEqual({
      percent: null,
      key: 'upload.progress.rows',
      values: { read: 40_000, written: 20_000, errors: 2 },
    });
    // Another instance runs it: only the rows read are known.
    expect(
      stageView({
        phase: 'background',
        uploadId: '1',
        progress: { ...running, rowsWithErrors: null, rowsWritten: null },
      }).key,
    ).toBe('upload.progress.read');
    const done = {
      ...running,
      status: 'done' as const,
      rowsWritten: 40_000,
      created: 39_000,
      updated: 1000,
      unchanged: 0,
    };
    expect(stageView({ phase: 'background', uploadId: '1', progress: done })).toMatchObject({
      percent: 100,
      values: { rows: 40_000, created: 39_000, updated: 1000, unchanged: 0 },
    });
    const failed = { ...running, status: 'failed' as const, rowsWritten: null, errorKey: 'uploadRowsRefused' };
    expect(stageView({ phase: 'background', uploadId: '1', progress: failed }).key).toBe('upload.progress.failed');
  });

  it('every progress line is in both languages', () => {
    const keys = Object.keys(en.upload.progress);
    expect(keys.length).toBeGreaterThan(5);
    expect(Object.keys(zh.upload.progress).sort()).toEqual(keys.sort());
    for (const k of keys) expect((zh.upload.progress as Record<string, string>)[k]).toMatch(/[\u4e00-\u9fff]/);
  });
});
