import type { PageResult } from '@csp/contract/core';
import { type Done, fetchPage, send } from '../../lib/api-calls';
import type { QueryParams } from '../../lib/http';
import type { ResourceKeys } from '../../lib/query-keys';

/** A record of a back-office list: JeecgBoot ids are strings of digits (tenants choose numeric ids). */
export type RowId = string | number;

/** The writes of a back-office resource by its id type, with its query keys (a tree screen reads its own way). */
export interface WritesById<Id extends RowId, Body> {
  keys: ResourceKeys;
  add: (body: Body) => Promise<Done<unknown>>;
  edit: (id: Id, body: Partial<Body>) => Promise<Done<unknown>>;
  remove: (id: Id) => Promise<Done<unknown>>;
}
export type CrudWrites<Row extends { id: RowId }, Body> = WritesById<Row['id'], Body>;

/** The endpoints of a simple back-office resource, with its query keys: what the list-page scaffold calls. */
export interface CrudEndpoints<Row extends { id: RowId }, Body> extends CrudWrites<Row, Body> {
  list: (query: QueryParams, signal?: AbortSignal) => Promise<PageResult<Row>>;
}

/** `POST {base}/add`, `PUT {base}/edit` (the id in the body), `DELETE {base}/delete?id=`. */
export function crudWrites<Row extends { id: RowId }, Body>(base: string, keys: ResourceKeys): CrudWrites<Row, Body> {
  return {
    keys,
    add: (body) => send<unknown>('POST', `${base}/add`, { body }),
    edit: (id, body) => send<unknown>('PUT', `${base}/edit`, { body: { ...body, id } }),
    remove: (id) => send<unknown>('DELETE', `${base}/delete`, { params: { id } }),
  };
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
    ...crudWrites<Row, Body>(base, keys),
    list: (query, signal) => fetchPage<Row>(`${base}/list`, query, signal ? { signal } : {}),
  };
}
