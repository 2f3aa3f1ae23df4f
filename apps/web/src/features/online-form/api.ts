import type { OnlineForm, OnlineFormField, OnlineFormRecord, OnlineFormView, PageResult } from '@csp/contract/core';
import { crudEndpoints } from '../../components/crud/crud-endpoints';
import { send } from '../../lib/api-calls';
import { http } from '../../lib/http';
import { resourceKeys } from '../../lib/query-keys';

/** Online form definitions (`/online/cgform/head`) and the built-in view's calls (`/online/cgform/api`). */
export type { OnlineForm, OnlineFormField, OnlineFormRecord, OnlineFormView };
export type OnlineFormBody = Pick<
  OnlineForm,
  'code' | 'name' | 'nameEn' | 'tableName' | 'detailColumns' | 'fields' | 'enhanceRecords' | 'menu'
>;

export const onlineFormKeys = resourceKeys('online-form', 'definitions');
export const onlineFormEndpoints = crudEndpoints<OnlineForm, OnlineFormBody>('/online/cgform/head', onlineFormKeys);

/** The rows of one form: its view, its pages and details (invalidated together after an edit). */
export const formDataKeys = {
  all: (code: string) => ['online-form', 'data', code] as const,
  view: (code: string) => ['online-form', 'data', code, 'view'] as const,
  page: (code: string, request: object) => ['online-form', 'data', code, 'page', request] as const,
  detail: (code: string, id: string) => ['online-form', 'data', code, 'detail', id] as const,
};

const at = (code: string) => encodeURIComponent(code);
export const formDataApi = {
  view: (code: string) => http.get<OnlineFormView>(`/online/cgform/api/getColumns/${at(code)}`, { silent: true }),
  page: (code: string, params: Record<string, string | number>, signal?: AbortSignal) =>
    http.get<PageResult<OnlineFormRecord>>(`/online/cgform/api/getData/${at(code)}`, {
      params,
      ...(signal ? { signal } : {}),
    }),
  detail: (code: string, id: string) =>
    http.get<OnlineFormRecord>(`/online/cgform/api/detail/${at(code)}`, { params: { id } }),
  edit: (code: string, id: string, values: Record<string, string | number>) =>
    send('PUT', `/online/cgform/api/edit/${at(code)}`, { body: { id, values } }),
};
