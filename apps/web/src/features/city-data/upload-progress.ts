import type { ApiEnvelope, UploadProgress } from '@csp/contract/core';
import { ApiError, CLIENT_MESSAGE_KEYS } from '../../lib/api-error';
import { getTenantId, getToken } from '../../lib/auth';
import { apiBase } from '../../lib/env';
import { buildUrl, type QueryParams, reportTransportError } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { localizeServerMessage } from '../../lib/server-messages';

/** Bytes of the file sent so far (the browser's upload progress). */
export interface SentBytes {
  loaded: number;
  total: number;
}

/** The least of XMLHttpRequest a file upload with progress uses (a fake one in unit tests). */
export interface UploadXhr {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  send(body: FormData): void;
  upload: { onprogress: ((e: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  status: number;
  responseText: string;
}

/**
 * POSTs a multipart body as the HTTP client does (base path, session, tenant and language headers) but through
 * XMLHttpRequest, whose upload events tell the bytes sent (fetch cannot). Resolves with the reply's envelope;
 * a refusal is an `ApiError` carrying the envelope's result (the upload's error report), as the client's, and goes to
 * the client's transport error handler as a silent call's does: the dialog shows the refusal, while an expired or
 * refused session leads to signing in again as everywhere else.
 */
export function postWithProgress<T>(
  path: string,
  body: FormData,
  params: QueryParams,
  onSent: (sent: SentBytes) => void,
  makeXhr: () => UploadXhr = () => new XMLHttpRequest() as unknown as UploadXhr,
): Promise<ApiEnvelope<T>> {
  const lang = detectLanguage();
  return new Promise((resolve, reject) => {
    const xhr = makeXhr();
    xhr.open('POST', buildUrl(apiBase(), path, params));
    xhr.setRequestHeader('Accept', 'application/json, */*');
    xhr.setRequestHeader('Accept-Language', lang);
    xhr.setRequestHeader('tenant-id', getTenantId());
    const token = getToken();
    if (token) xhr.setRequestHeader('X-Access-Token', token);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onSent({ loaded: e.loaded, total: e.total });
    };
    const fail = (error: ApiError) => {
      reportTransportError(error, { silent: true, hadToken: Boolean(token) });
      reject(error);
    };
    xhr.onerror = () => {
      const key = CLIENT_MESSAGE_KEYS.networkError;
      fail(new ApiError(0, key, localizeServerMessage(key, lang)));
    };
    xhr.onload = () => {
      let reply: Partial<ApiEnvelope<T>> | null = null;
      try {
        reply = JSON.parse(xhr.responseText) as ApiEnvelope<T>;
      } catch {
        reply = null;
      }
      const ok = xhr.status >= 200 && xhr.status < 300;
      if (ok && reply && reply.success !== false) {
        resolve(reply as ApiEnvelope<T>);
        return;
      }
      const key = typeof reply?.message === 'string' ? reply.message : '';
      const code = typeof reply?.code === 'number' && reply.code >= 400 ? reply.code : xhr.status;
      fail(new ApiError(code, key, localizeServerMessage(key, lang), reply?.result ?? null));
    };
    xhr.send(body);
  });
}

/** Where an upload from the dialog stands, for its progress line. */
export type UploadStage =
  | { phase: 'sending'; sent: SentBytes }
  /** All bytes sent; the server reads, checks and writes (the reply comes at the end). */
  | { phase: 'working' }
  /** A background upload: the server's own account of it (`GET upload/:id/progress`). */
  | { phase: 'background'; uploadId: string; progress: UploadProgress | null };

/** The lines of `upload.progress` in the cityData locale. */
type ProgressLine = 'sending' | 'working' | 'received' | 'read' | 'rows' | 'done' | 'failed';

/** The progress line of a stage: a percent for the bar (none: not known) and the text's key and values. */
export function stageView(stage: UploadStage): {
  percent: number | null;
  key: `upload.progress.${ProgressLine}`;
  values: Record<string, string | number>;
} {
  if (stage.phase === 'sending') {
    const { loaded, total } = stage.sent;
    const percent = total > 0 ? Math.min(100, Math.floor((loaded / total) * 100)) : 0;
    return { percent, key: 'upload.progress.sending', values: { percent, sent: mb(loaded), total: mb(total) } };
  }
  if (stage.phase === 'working') return { percent: null, key: 'upload.progress.working', values: {} };
  const p = stage.progress;
  if (!p) return { percent: null, key: 'upload.progress.received', values: {} };
  if (p.status === 'done')
    return {
      percent: 100,
      key: 'upload.progress.done',
      values: { rows: p.rowsRead, created: p.created ?? 0, updated: p.updated ?? 0, unchanged: p.unchanged ?? 0 },
    };
  if (p.status === 'failed') return { percent: null, key: 'upload.progress.failed', values: {} };
  return {
    percent: null,
    key: p.rowsWritten === null ? 'upload.progress.read' : 'upload.progress.rows',
    values: { read: p.rowsRead, written: p.rowsWritten ?? 0, errors: p.rowsWithErrors ?? 0 },
  };
}

/** Megabytes with one decimal (the sizes of the progress line). */
const mb = (bytes: number) => (bytes / (1024 * 1024)).toFixed(1);
