import type {
  ApiEnvelope,
  ChartData,
  DataGroup,
  DataLog,
  DataSeriesOption,
  DataValue,
  ObservationStatus,
  PageResult,
  UploadHistoryItem,
  UploadPreview,
  UploadProgress,
  UploadResult,
  UploadSource,
} from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { saveFile } from '../../lib/save-file';
import { localizeServerMessage } from '../../lib/server-messages';
import { type Done, send } from '../system/shared/api';
import type { BatchAction, BatchSelectionInput } from './review-preview';
import { postWithProgress, type SentBytes } from './upload-progress';

/** A page as the data routes answer it. */
export interface DataPage<T> {
  records: T[];
  total: number;
  pageNo: number;
  pageSize: number;
}

/** An economy or a city of the user's area (selector lists). */
export interface AreaOption {
  id: string;
  countryId: string;
  name: string;
  nameEn: string;
}

export const cityDataKeys = {
  all: ['cityData'] as const,
  series: ['cityData', 'seriesOptions'] as const,
  countries: (kind: AreaKind) => ['cityData', 'countries', kind] as const,
  cities: (kind: AreaKind, countryId: string) => ['cityData', 'cities', kind, countryId] as const,
  history: (id: string) => ['cityData', 'history', id] as const,
};

/** `data`: where the user may read; `upload`: where they may upload (both answer the user's area). */
export type AreaKind = 'data' | 'upload';

const prefix = '/data/cityDataSeries';

export const listValues = (params: QueryParams) => http.get<DataPage<DataValue>>(`${prefix}/list`, { params });
export const listGroups = (params: QueryParams) => http.get<DataPage<DataGroup>>(`${prefix}/groups`, { params });
export const listLogs = (params: QueryParams) => http.get<DataPage<DataLog>>('/data/cityDataLog/list', { params });
export const valueHistory = (id: string) => http.get<DataLog[]>(`${prefix}/history`, { params: { id } });

export function useSeriesOptions() {
  return useQuery({
    queryKey: cityDataKeys.series,
    queryFn: () => http.get<DataSeriesOption[]>(`${prefix}/seriesOptions`),
    staleTime: 60_000,
  });
}

export function useAreaCountries(kind: AreaKind = 'data') {
  return useQuery({
    queryKey: cityDataKeys.countries(kind),
    queryFn: () => http.get<AreaOption[]>(`/city/data/manager/country/list/${kind}`),
    staleTime: 60_000,
  });
}

export function useAreaCities(countryId: string | undefined, kind: AreaKind = 'data') {
  return useQuery({
    queryKey: cityDataKeys.cities(kind, countryId ?? ''),
    queryFn: () =>
      http.get<AreaOption[]>(`/city/data/manager/city/list/${kind}/${encodeURIComponent(countryId ?? '')}`),
    enabled: Boolean(countryId),
    staleTime: 60_000,
  });
}

export interface ValueInput {
  seriesId: string;
  dimensionId?: string;
  countryId: string;
  cityId?: string | null;
  year: number;
  value: number;
  /** The source's status of the value; null or unset: none. */
  obsStatus?: ObservationStatus | null;
}

export const addValue = (body: ValueInput) => send<DataValue>('POST', `${prefix}/add`, { body });
export const editValue = (body: { id: string; value: number; obsStatus?: ObservationStatus | null; note?: string }) =>
  send<DataValue>('PUT', `${prefix}/edit`, { body });
export const deleteValue = (id: string) => send('DELETE', `${prefix}/delete`, { params: { id } });

/** Listed values, or one series at one place (cityId null: its economy-level figures). */
export type Selection = { ids: string[] } | { seriesId: string; countryId: string; cityId: string | null };
export type ReviewAction = 'submit' | 'publish' | 'unpublish';

export const deleteSelection = (selection: Selection) =>
  send<{ count: number }>('POST', `${prefix}/deleteBatch`, { body: selection });
export const review = (action: ReviewAction, selection: Selection) =>
  send<{ count: number }>('POST', `${prefix}/${action}`, { body: selection });
export const examine = (selection: Selection, pass: boolean, reason?: string) =>
  send<{ count: number }>('POST', `${prefix}/examine`, { body: { ...selection, pass, reason } });

/** The upload history, newest first (own uploads and those of the area). */
export const listUploads = (pageNo: number, pageSize: number) =>
  http.get<PageResult<UploadHistoryItem>>('/city/data/manager/uploads', { params: { pageNo, pageSize } });

/** What a batch selection's values change (old → new, counts by status): by upload, series, economies, places. */
export const batchPreview = (selection: BatchSelectionInput) =>
  http.post<UploadPreview>('/city/data/manager/review/preview', selection);

/** Passes, rejects or publishes every value of a batch selection (one transaction). */
export const batchReview = (selection: BatchSelectionInput, action: BatchAction, reason?: string) =>
  http.post<{ count: number }>('/city/data/manager/review', { selection, action, ...(reason ? { reason } : {}) });

/** Removes every value an upload brought (all or none). */
export const removeUploadValues = (id: string) =>
  http.post<{ uploadId: string; removed: number; published: number }>(`/city/data/manager/upload/${id}/removeValues`);

/** Files at least this large are read in the background (the dialog does not wait for them). */
export const backgroundUploadBytes = 5 * 1024 * 1024;

/**
 * The multipart body of an upload: the source of its figures first (issue 16; fields the server reads before the
 * file), then the file.
 */
export function uploadBody(file: File, source?: UploadSource | null): FormData {
  const body = new FormData();
  if (source?.publisher) {
    body.append('sourcePublisher', source.publisher);
    body.append('sourceTitle', source.title ?? '');
    body.append('sourceUrl', source.url ?? '');
    body.append('sourceLicence', source.licence ?? '');
  }
  body.append('file', file, file.name);
  return body;
}

/** Sets (or clears, null) the source and licence of an upload's figures. */
export const setUploadSource = (id: string, source: UploadSource | null) =>
  http.put<{ uploadId: string; source: UploadSource | null }>(`/city/data/manager/upload/${id}/source`, { source });

/** POST /city/data/manager/upload/background: the upload goes on after the reply; its end is in the history. */
export async function uploadInBackground(
  file: File,
  seriesId?: string,
  source?: UploadSource | null,
  onSent?: (sent: SentBytes) => void,
): Promise<{ uploadId: string }> {
  const body = uploadBody(file, source);
  if (onSent) {
    const path = '/city/data/manager/upload/background';
    return (await postWithProgress<{ uploadId: string }>(path, body, seriesId ? { seriesId } : {}, onSent)).result;
  }
  return http.post<{ uploadId: string }>('/city/data/manager/upload/background', body, {
    params: seriesId ? { seriesId } : {},
    silent: true,
  });
}

/** POST /city/data/manager/upload (multipart; all rows or none). Failures are thrown for the report. */
export async function uploadFile(
  file: File,
  seriesId?: string,
  source?: UploadSource | null,
  onSent?: (sent: SentBytes) => void,
): Promise<Done<UploadResult>> {
  const body = uploadBody(file, source);
  const params = seriesId ? { seriesId } : {};
  const reply = onSent
    ? await postWithProgress<UploadResult>('/city/data/manager/upload', body, params, onSent)
    : ((await http.requestEnvelope<UploadResult>('/city/data/manager/upload', {
        method: 'POST',
        body,
        params: seriesId ? { seriesId } : {},
        silent: true,
      })) as ApiEnvelope<UploadResult>);
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

/** How far one of the user's uploads has got (rows read, written; then its counts or failure). */
export const getUploadProgress = (id: string) => http.get<UploadProgress>(`/city/data/manager/upload/${id}/progress`);

/** Downloads a file of the server (template or export) under a name of ours. */
export async function download(path: string, params: QueryParams, fileName: string): Promise<void> {
  const blob = await http.blob(path, { params });
  saveFile(blob, fileName);
}

/** Back-office charts: published figures (chart), or also those under review (preview), as the public shows them. */
export function adminChart(body: Record<string, unknown>, preview: boolean, yoy: boolean): Promise<ChartData> {
  const path = `/city/stat/${preview ? 'preview' : 'chart'}/${yoy ? 'yearToYear' : 'display'}`;
  return http.post<ChartData>(path, body, { silent: true });
}
