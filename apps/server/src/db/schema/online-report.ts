import type { ReportColumn, ReportParam } from '@csp/contract';
import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { dataSources } from './data-sources.js';

/**
 * Online reports (JeecgBoot onl_cgreport_head with its items and params): a read-only SQL query over a
 * data source (null: the platform's own database), its columns and its `${name}` parameters.
 */
export const onlineReports = pgTable('online_reports', {
  id: id(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull().default(''),
  dataSourceId: ref('data_source_id').references(() => dataSources.id, { onDelete: 'restrict' }),
  sqlText: text('sql_text').notNull(),
  groupId: text('group_id').notNull().default(''),
  columns: jsonb('columns').$type<ReportColumn[]>().notNull().default([]),
  params: jsonb('params').$type<ReportParam[]>().notNull().default([]),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
