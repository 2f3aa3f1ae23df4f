import { index, integer, pgTable, primaryKey, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from './columns.js';
import { permissions, roles, tenants, users } from './system.js';

/**
 * Further tenants of a user (JeecgBoot `rel_tenant_ids`); the user's own `users.tenant_id` is always one of
 * its tenants and is not repeated here.
 */
export const userTenants = pgTable(
  'user_tenants',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tenantId] }), index('user_tenants_tenant_idx').on(t.tenantId)],
);

/** Text-message login codes: only the hash is kept; single use, short-lived, a few tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_codes_phone_idx').on(t.phone, t.createdAt)],
);

/**
 * One-time values of external sign-in: an OAuth `state` (kind 'state') and the code the browser exchanges
 * for a session after a third-party login (kind 'ticket'). Only hashes are kept; a row is deleted when used.
 */
export const loginHandoffs = pgTable('login_handoffs', {
  hash: text('hash').primaryKey(),
  kind: text('kind').notNull(),
  source: text('source').notNull(),
  userId: ref('user_id').references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

/**
 * Data rules of a menu permission (JeecgBoot sys_permission_data_rule): `column` from the allow-list of the
 * screen's table, `condition` one of the supported operators, `value` checked against the column's type.
 */
export const permissionDataRules = pgTable(
  'permission_data_rules',
  {
    id: id(),
    permissionId: ref('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    column: text('column').notNull(),
    condition: text('condition').notNull(),
    value: text('value').notNull(),
    status: smallint('status').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [index('permission_data_rules_permission_idx').on(t.permissionId)],
);

/** Which data rules a role applies (JeecgBoot `sys_role_permission.data_rule_ids`). */
export const roleDataRules = pgTable(
  'role_data_rules',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    ruleId: ref('rule_id')
      .notNull()
      .references(() => permissionDataRules.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.ruleId] }), index('role_data_rules_rule_idx').on(t.ruleId)],
);
