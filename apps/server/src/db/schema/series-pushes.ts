import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.js';
import { announcements } from './content.js';
import { series } from './series.js';
import { users } from './system.js';

/**
 * Information pushes (SPEC §2 "information push"): each announces a new or revised series to the users through a
 * released announcement. A series is announced as new once (the partial unique index holds it across instances);
 * revisions as often as they happen.
 */
export const seriesPushes = pgTable(
  'series_pushes',
  {
    id: id(),
    seriesId: ref('series_id')
      .notNull()
      .references(() => series.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    note: text('note').notNull().default(''),
    announcementId: ref('announcement_id').references(() => announcements.id, { onDelete: 'set null' }),
    userId: ref('user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    index('series_pushes_series_idx').on(t.seriesId),
    uniqueIndex('series_pushes_new_uq').on(t.seriesId).where(sql`${t.kind} = 'new'`),
  ],
);
