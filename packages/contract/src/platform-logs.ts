import { z } from 'zod';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

const isoInstant = z.iso.datetime({ offset: true });

/** Operation log: one row per back-office write (non-GET API call with a session), recorded by one hook. */
export const opLogSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  username: z.string(),
  method: z.string(),
  route: z.string().describe('the route pattern, e.g. /api/sys/user/edit'),
  permission: z.string().nullable().describe('the permission code the route requires (null: session only)'),
  module: z.string(),
  action: z.string(),
  requestId: z.string(),
  ip: z.string().nullable(),
  durationMs: z.number(),
  status: z.number().int(),
  result: z.string().describe('the message key of the reply'),
  success: z.boolean(),
  summary: z.record(z.string(), z.unknown()).nullable().describe('a redacted summary of query and body'),
  createTime: z.string(),
});
export type OpLog = z.infer<typeof opLogSchema>;

export const opLogListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'username', 'durationMs', 'status']).default('createTime'),
  username: containsFilterSchema,
  module: z.string().trim().max(100).optional().describe('exact module name'),
  method: z.enum(['POST', 'PUT', 'DELETE', 'PATCH']).optional(),
  result: z.enum(['success', 'failure']).optional(),
  from: isoInstant.optional(),
  to: isoInstant.optional(),
});
export type OpLogListQuery = z.infer<typeof opLogListQuerySchema>;

/** Data log: versions of series and of city/economy data values, with a field-by-field compare. */
export const dataLogEntities = ['series', 'dataValue'] as const;
export type DataLogEntity = (typeof dataLogEntities)[number];

export const dataLogRecordsQuerySchema = pageQuerySchema.extend({
  entity: z.enum(dataLogEntities),
  keyword: containsFilterSchema,
});
export const dataLogRecordSchema = z.object({
  entity: z.enum(dataLogEntities),
  id: idSchema,
  label: z.string(),
  labelEn: z.string(),
  versions: z.number().int(),
  lastChange: z.string(),
  deleted: z.boolean(),
});
export type DataLogRecord = z.infer<typeof dataLogRecordSchema>;

export const dataLogVersionsQuerySchema = z.object({ entity: z.enum(dataLogEntities), id: idSchema });

/** A version: the record as it was after a change (null once deleted); version 0 is the state before the first. */
export const dataLogVersionSchema = z.object({
  version: z.number().int(),
  action: z.string(),
  userId: idSchema.nullable(),
  username: z.string().nullable(),
  time: z.string().nullable(),
  requestId: z.string().nullable(),
  note: z.string().nullable(),
  snapshot: z.record(z.string(), z.unknown()).nullable(),
});
export type DataLogVersion = z.infer<typeof dataLogVersionSchema>;

export const dataLogCompareQuerySchema = dataLogVersionsQuerySchema.extend({
  left: z.coerce.number().int().min(0).max(1_000_000),
  right: z.coerce.number().int().min(0).max(1_000_000),
});
export const dataLogFieldDiffSchema = z.object({
  field: z.string(),
  left: z.string().nullable(),
  right: z.string().nullable(),
  changed: z.boolean(),
});
export type DataLogFieldDiff = z.infer<typeof dataLogFieldDiffSchema>;
export const dataLogCompareSchema = z.object({
  left: dataLogVersionSchema,
  right: dataLogVersionSchema,
  fields: z.array(dataLogFieldDiffSchema),
});
export type DataLogCompare = z.infer<typeof dataLogCompareSchema>;

/** Monitoring: figures of this server process and its database. */
export const serverInfoSchema = z.object({
  time: z.string(),
  node: z.object({ version: z.string(), platform: z.string(), arch: z.string(), pid: z.number().int() }),
  uptime: z.object({ processSeconds: z.number(), systemSeconds: z.number() }),
  memory: z.object({
    rss: z.number(),
    heapUsed: z.number(),
    heapTotal: z.number(),
    external: z.number(),
    systemTotal: z.number(),
    systemFree: z.number(),
  }),
  cpu: z.object({
    cores: z.number().int(),
    model: z.string(),
    loadAverage: z.array(z.number()).length(3),
    processPercent: z.number().describe('CPU time of this process over wall time since the previous reading'),
  }),
  eventLoop: z.object({
    minMs: z.number(),
    maxMs: z.number(),
    meanMs: z.number(),
    p50Ms: z.number(),
    p99Ms: z.number(),
    windowSeconds: z.number().describe('the delays were measured over this many seconds'),
  }),
  database: z.object({
    engine: z.enum(['pglite', 'postgres']),
    version: z.string().nullable(),
    sizeBytes: z.number().nullable().describe('null: not available on this engine'),
    connections: z.number().int().nullable(),
  }),
  requests: z.object({ traced: z.number().int(), capacity: z.number().int() }),
  chartData: z
    .object({
      publicationVersion: z.number().int().describe('the version the held values belong to; -1: none read yet'),
      typesHeld: z.number().int().describe('statistical types whose published values are held in memory'),
      heldBytes: z.number(),
      limitBytes: z.number().describe('CHART_VALUES_MEMORY_MB'),
      warmUp: z
        .enum(['off', 'idle', 'scheduled', 'running'])
        .describe('reading published values ahead (CHART_VALUES_WARM_UP)'),
      replies: z.object({ entries: z.number().int(), chars: z.number() }).describe('the public chart reply cache'),
    })
    .nullable()
    .describe('published chart data this instance holds in memory; null: no statistics core on this server'),
});
export type ServerInfo = z.infer<typeof serverInfoSchema>;
export type ChartDataFigures = NonNullable<ServerInfo['chartData']>;

/** One recent request of this server (kept in memory, newest first). */
export const requestTraceSchema = z.object({
  id: z.string(),
  method: z.string(),
  url: z.string(),
  route: z.string().nullable(),
  api: z.boolean().describe('an API call (under the API base), not a page or file'),
  status: z.number().int(),
  durationMs: z.number(),
  time: z.string(),
  userId: idSchema.nullable(),
  ip: z.string().nullable(),
});
export type RequestTrace = z.infer<typeof requestTraceSchema>;
