import type {
  ApiEnvelope,
  CityCreate,
  CityDescribe,
  CityDetail,
  CityImportResult,
  CityInfoRow,
  CityUpdate,
  PageResult,
} from '@csp/contract/core';
import { useQuery } from '@tanstack/react-query';
import { http, type QueryParams } from '../../lib/http';
import { detectLanguage } from '../../lib/language';
import { localizeServerMessage } from '../../lib/server-messages';
import { type Done, send } from '../system/shared/api';

const prefix = '/city/data/manager';

export const cityInfoKeys = {
  describe: (id: string) => ['city-info', 'describe', id] as const,
};

/** GET /city/data/manager/list: the cities of the user's area, paged and filtered on the server. */
export const listCities = (params: QueryParams) => http.get<PageResult<CityInfoRow>>(`${prefix}/list`, { params });

/** GET /city/data/manager/queryById: a city's introductions in both languages and its documents. */
export function useCityDescribe(id: string | undefined) {
  return useQuery({
    queryKey: cityInfoKeys.describe(id ?? ''),
    queryFn: ({ signal }) => http.get<CityDescribe>(`${prefix}/queryById`, { params: { id }, signal }),
    enabled: Boolean(id),
  });
}

export interface DescribeInput {
  id: string;
  describeEn: string;
  describeZh: string;
  startYear?: number | null;
  endYear?: number | null;
}

/** PUT /city/data/manager/editDescribe (the server sanitizes the rich text). */
export const saveDescribe = (body: DescribeInput) => send<CityDescribe>('PUT', `${prefix}/editDescribe`, { body });

/** POST /city/data/manager/uploadFile: a Word or PDF document of the city. */
export async function uploadDocument(cityId: string, file: File): Promise<Done<{ id: string; fileName: string }>> {
  const body = new FormData();
  body.append('file', file, file.name);
  const reply = (await http.requestEnvelope<{ id: string; fileName: string }>(`${prefix}/uploadFile`, {
    method: 'POST',
    body,
    params: { cityId },
    silent: true,
  })) as ApiEnvelope<{ id: string; fileName: string }>;
  return { result: reply.result, message: localizeServerMessage(reply.message, detectLanguage()) };
}

/** DELETE /city/data/manager/deleteFile. */
export const deleteDocument = (id: string) => send('DELETE', `${prefix}/deleteFile`, { params: { id } });

/** GET /city/data/manager/detail: a city with its alternative names and codes. */
export const cityDetail = (id: string) => http.get<CityDetail>(`${prefix}/detail`, { params: { id } });

/** POST /city/data/manager/add and PUT edit: alternative names and codes are replaced as a whole. */
export const saveCity = (body: CityCreate | CityUpdate) =>
  'id' in body
    ? send<CityDetail>('PUT', `${prefix}/edit`, { body })
    : send<CityDetail>('POST', `${prefix}/add`, { body });

/** PUT /city/data/manager/retire or restore. */
export const setCityRetired = (id: string, retired: boolean) =>
  send<CityDetail>('PUT', `${prefix}/${retired ? 'retire' : 'restore'}`, { params: { id } });

/** GET exportCities (the cities of the user's area) or cityTemplate (the header in the user's language). */
export const cityFile = (kind: 'exportCities' | 'cityTemplate', format: 'xlsx' | 'csv') =>
  http.blob(`${prefix}/${kind}`, { params: { format } });

/** POST /city/data/manager/importCities (multipart): all rows or none; a refusal carries the row errors. */
export function importCities(file: File): Promise<Done<CityImportResult>> {
  const body = new FormData();
  body.append('file', file, file.name);
  return send<CityImportResult>('POST', `${prefix}/importCities`, { body });
}
