import { bigint, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';

/** Fill rules (JeecgBoot sys_fill_rule): a code generating values from a pattern such as `CITY-{yyyy}-{seq:4}`. */
export const fillRules = pgTable('fill_rules', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  pattern: text('pattern').notNull(),
  /** 'none', 'year', 'month' or 'day': when the sequence starts again at 1. */
  resetPeriod: text('reset_period').notNull().default('none'),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The last value handed out per rule and period ('' when the rule never resets, else '2026', '202611'...).
 * One atomic upsert per call raises it, so concurrent calls on any instance never get the same value.
 */
export const fillRuleSequences = pgTable(
  'fill_rule_sequences',
  {
    ruleId: ref('rule_id')
      .notNull()
      .references(() => fillRules.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.period] })],
);

/** Check rules (JeecgBoot sys_check_rule): ordered items (regex or built-in checks), each with its messages. */
export const checkRules = pgTable('check_rules', {
  id: id(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** [{ type, pattern?, min?, max?, message, messageEn }] in order (contract `checkItemSchema`). */
  items: jsonb('items').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
