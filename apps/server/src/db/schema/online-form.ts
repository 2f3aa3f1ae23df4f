import type { OnlineFormEnhance, OnlineFormField } from '@csp/contract';
import { boolean, jsonb, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * Online forms (JeecgBoot onl_cgform_head with its fields): a list/detail/edit screen over one allow-listed table
 * (`table_name` is a key of the contract's `onlineFormTables`, checked again whenever the form is used).
 */
export const onlineForms = pgTable('online_forms', {
  id: id(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  tableName: text('table_name').notNull(),
  detailColumns: smallint('detail_columns').notNull().default(2),
  fields: jsonb('fields').$type<OnlineFormField[]>().notNull().default([]),
  enhanceRecords: jsonb('enhance_records').$type<OnlineFormEnhance[]>().notNull().default([]),
  menu: boolean('menu').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
