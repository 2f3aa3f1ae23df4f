import { envelopeSchema, sysIdQuerySchema } from '@csp/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { emptyReply, idReply } from '../lib/replies.js';
import { ok } from '../lib/reply.js';
import { principalOf } from './auth.js';
import type { RouteAccess } from './permissions.js';

/** What one route of a set declares: who may call it (as any route's `config.access`) and its OpenAPI summary. */
interface Declared {
  access: RouteAccess;
  summary: string;
}

/**
 * The standard routes of one back-office resource, on JeecgBoot's paths under `base`: `GET list` (a page or a
 * tree), `GET queryById` and `DELETE delete` (both `?id=`, `sysIdQuerySchema`), `POST add`, `PUT edit` (a body).
 * Each names its access, summary, schemas and the one service function it calls (`run`, called as a plain
 * function: services are closures); `scope` is the service's other argument, read from the request (e.g. the
 * caller's tenant). Replies: the result, `{ id }` with `addSuccess`, null with `editSuccess` / `deleteSuccess`.
 */
export interface CrudRouteSet<Scope, Query, Add, Edit> {
  base: string;
  tags: string[];
  scope?: (request: FastifyRequest) => Scope;
  list?: Declared & {
    query?: z.ZodType<Query>;
    reply: z.ZodType;
    run: (query: Query, scope: Scope) => Promise<unknown>;
  };
  get?: Declared & { reply: z.ZodType; run: (id: number, scope: Scope) => Promise<unknown> };
  add?: Declared & { body: z.ZodType<Add>; run: (body: Add, scope: Scope) => Promise<{ id: string }> };
  edit?: Declared & { body: z.ZodType<Edit>; run: (body: Edit, scope: Scope) => Promise<unknown> };
  remove?: Declared & { run: (id: number, scope: Scope) => Promise<unknown> };
}

/** The caller's tenant, for resources kept per tenant. */
export const tenantScope = (request: FastifyRequest) => principalOf(request).tenantId;

/** Registers a resource's standard routes (see `CrudRouteSet`); the module adds its other routes beside them. */
export function crudRoutes<Scope = undefined, Query = undefined, Add = never, Edit = never>(
  app: FastifyInstance,
  set: CrudRouteSet<Scope, Query, Add, Edit>,
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { base, tags, list, get, add, edit, remove } = set;
  const scope = (request: FastifyRequest) => set.scope?.(request) as Scope;
  const config = (route: Declared) => ({ access: route.access });
  const idOf = (request: FastifyRequest) => Number((request.query as { id: string }).id);
  if (list) {
    const querystring = list.query ? { querystring: list.query } : {};
    const schema = { tags, summary: list.summary, ...querystring, response: { 200: envelopeSchema(list.reply) } };
    r.get(`${base}/list`, { config: config(list), schema }, async (request) =>
      ok(await list.run(request.query as Query, scope(request))),
    );
  }
  if (get) {
    const schema = {
      tags,
      summary: get.summary,
      querystring: sysIdQuerySchema,
      response: { 200: envelopeSchema(get.reply) },
    };
    r.get(`${base}/queryById`, { config: config(get), schema }, async (request) =>
      ok(await get.run(idOf(request), scope(request))),
    );
  }
  if (add) {
    const schema = { tags, summary: add.summary, body: add.body, response: { 200: idReply } };
    r.post(`${base}/add`, { config: config(add), schema }, async (request) =>
      ok(await add.run(request.body as Add, scope(request)), 'addSuccess'),
    );
  }
  if (edit) {
    const schema = { tags, summary: edit.summary, body: edit.body, response: { 200: emptyReply } };
    r.put(`${base}/edit`, { config: config(edit), schema }, async (request) => {
      await edit.run(request.body as Edit, scope(request));
      return ok(null, 'editSuccess');
    });
  }
  if (remove) {
    const schema = { tags, summary: remove.summary, querystring: sysIdQuerySchema, response: { 200: emptyReply } };
    r.delete(`${base}/delete`, { config: config(remove), schema }, async (request) => {
      await remove.run(idOf(request), scope(request));
      return ok(null, 'deleteSuccess');
    });
  }
}
