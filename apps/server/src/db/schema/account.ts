import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { sessions, users } from './system.js';

/** A user's own settings (account center): language applied at sign-in, urgent announcements by mail or not. */
export const userPreferences = pgTable('user_preferences', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** 'en', 'zh', or null for the browser's language. */
  language: text('language'),
  notifyByMail: boolean('notify_by_mail').notNull().default(true),
  updatedAt: updatedAt(),
});

/** When a session was last used (written at most once a minute per session and instance). */
export const sessionActivity = pgTable('session_activity', {
  sessionId: ref('session_id')
    .primaryKey()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
});

/** Codes mailed to a new mailbox; only the hash is kept; ten minutes and five tries. */
export const mailboxChanges = pgTable(
  'mailbox_changes',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('mailbox_changes_user_idx').on(t.userId, t.createdAt)],
);
