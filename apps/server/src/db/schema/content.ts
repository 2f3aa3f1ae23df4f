import { boolean, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { files } from './files.js';
import { users } from './system.js';

/** The public home page content: a single row (id 1). */
export const homeContent = pgTable('home_content', {
  id: integer('id').primaryKey(),
  contentZh: text('content_zh').notNull().default(''),
  contentEn: text('content_en').notNull().default(''),
  videoFileId: ref('video_file_id').references(() => files.id),
  mapFileId: ref('map_file_id').references(() => files.id),
  updatedAt: updatedAt(),
});

export const homeRotations = pgTable('home_rotations', {
  id: id(),
  fileId: ref('file_id')
    .notNull()
    .references(() => files.id),
  nameZh: text('name_zh').notNull().default(''),
  nameEn: text('name_en').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Announcements (SPEC spells the wire field `titile`; inside it is `title`). */
export const announcements = pgTable('announcements', {
  id: id(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  priority: text('priority').notNull().default('L'),
  category: text('category').notNull().default('1'),
  openType: text('open_type'),
  openPage: text('open_page'),
  recipientType: text('recipient_type').notNull().default('ALL'),
  recipients: text('recipients'),
  sendStatus: text('send_status').notNull().default('0'),
  sender: ref('sender_id').references(() => users.id),
  sendTime: timestamp('send_time', { withTimezone: true }),
  cancelTime: timestamp('cancel_time', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const announcementSends = pgTable(
  'announcement_sends',
  {
    announcementId: ref('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    read: boolean('read').notNull().default(false),
    readTime: timestamp('read_time', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.announcementId, t.userId] }), index('announcement_sends_user_idx').on(t.userId)],
);
