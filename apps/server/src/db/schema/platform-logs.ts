import { index, jsonb, pgTable, real, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.js';

/**
 * Operation log: every back-office write (a non-GET API call made with a session), written in batches by
 * the response hook of `modules/oplog`. `summary` is a redacted digest of query and body, never the body.
 */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: id(),
    userId: ref('user_id'),
    username: text('username').notNull(),
    method: text('method').notNull(),
    route: text('route').notNull(),
    permission: text('permission'),
    module: text('module').notNull(),
    action: text('action').notNull(),
    requestId: text('request_id').notNull(),
    ip: text('ip'),
    durationMs: real('duration_ms').notNull(),
    status: smallint('status').notNull(),
    result: text('result').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('operation_logs_created_idx').on(t.createdAt),
    index('operation_logs_username_idx').on(t.username),
    index('operation_logs_module_idx').on(t.module),
  ],
);

/**
 * Versions of series rows: the row before and after each change (create: before null, delete: after null),
 * written in the transaction of the change (`modules/datalog`). Data values keep theirs in `data_logs`.
 */
export const recordVersions = pgTable(
  'record_versions',
  {
    id: id(),
    entity: text('entity').notNull(),
    entityId: ref('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    userId: ref('user_id'),
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [index('record_versions_entity_idx').on(t.entity, t.entityId, t.id)],
);
