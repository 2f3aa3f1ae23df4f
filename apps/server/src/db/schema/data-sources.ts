import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.js';

/**
 * Named connections to other databases that online reports may read (JeecgBoot sys_data_source).
 * The platform's own database is the source `default` and is not stored here. The password is
 * AES-256-GCM ciphertext (modules/data-sources/secret-box.ts), never the password itself.
 */
export const dataSources = pgTable('data_sources', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  type: text('type').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  database: text('database').notNull(),
  username: text('username').notNull(),
  passwordCipher: text('password_cipher'),
  ssl: boolean('ssl').notNull().default(false),
  remark: text('remark').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
