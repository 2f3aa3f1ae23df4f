import type { PageResult } from '@csp/contract/core';
import { type Done, fetchPage, send } from '../../lib/api-calls';
import type { QueryParams } from '../../lib/http';
import type { ResourceKeys } from '../../lib/query-keys';

/** A record of a back-office list: JeecgBoot ids are strings of digits (tenants choose numeric ids). */
export type RowId = string | number;

/** The endpoints of a simple back-office resource, with its query keys: what the list-page scaffold calls. */
export interface CrudEndpoints<Row extends { id: RowId }, Body> {
  keys: ResourceKeys;
  list: (query: QueryParams, signal?: AbortSignal) => Promise<PageResult<Row>>;
  add: (body: Body) => Promise<Done<unknown>>;
  edit: (id: Row['id'], body: Partial<Body>) => Promise<Done<unknown>>;
  remove: (id: Row['id']) => Promise<Done<unknown>>;
}

/**
 * The JeecgBoot endpoints of a resource under `base`: `GET {base}/list` (a page), `POST {base}/add`,
 * `PUT {base}/edit` (the id in the body), `DELETE {base}/delete?id=`.
 */
export function crudEndpoints<Row extends { id: RowId }, Body>(
  base: string,
  keys: ResourceKeys,
): CrudEndpoints<Row, Body> {
  return {
    keys,
    list: (query, signal) => fetchPage<Row>(`${base}/list`, query, signal ? { signal } : {}),
    add: (body) => send<unknown>('POST', `${base}/add`, { body }),
    edit: (id, body) => send<unknown>('PUT', `${base}/edit`, { body: { ...body, id } }),
    remove: (id) => send<unknown>('DELETE', `${base}/delete`, { params: { id } }),
  };
}
