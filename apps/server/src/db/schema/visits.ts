import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Public traffic counted per day (UTC) for the dashboard: `kind` is `visit` (a client page view; `item` the page)
 * or `download` (`item` csv, xlsx or document). Counts only; nothing about the visitor is stored.
 */
export const publicDailyCounts = pgTable(
  'public_daily_counts',
  {
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    item: text('item').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.item] })],
);
