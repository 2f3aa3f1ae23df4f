import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.js';

/** Every stored file (uploads, city documents, carousel images, video); bytes live in the storage backend. */
export const files = pgTable('files', {
  id: id(),
  storageKey: text('storage_key').notNull().unique(),
  originalName: text('original_name').notNull(),
  mimeType: text('mime_type').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  purpose: text('purpose').notNull(),
  ownerId: ref('owner_id'),
  createdAt: createdAt(),
});
