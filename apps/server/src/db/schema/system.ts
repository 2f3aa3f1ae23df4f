import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref, updatedAt } from './columns.js';
import { cities, countries } from './geo.js';

export const tenants = pgTable('tenants', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  status: smallint('status').notNull().default(1),
  createdAt: createdAt(),
});

export const departments = pgTable('departments', {
  id: id(),
  parentId: ref('parent_id'),
  orgCode: text('org_code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  tenantId: integer('tenant_id').notNull().default(0),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Accounts. status: 1 normal, 2 frozen; approval: pending until an administrator passes it. */
export const users = pgTable(
  'users',
  {
    id: id(),
    username: text('username').notNull().unique(),
    realname: text('realname').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    email: text('email').unique(),
    phone: text('phone'),
    avatar: text('avatar'),
    status: smallint('status').notNull().default(1),
    approval: text('approval').notNull().default('pending'),
    builtIn: boolean('built_in').notNull().default(false),
    countryId: ref('country_id').references(() => countries.id),
    cityId: ref('city_id').references(() => cities.id),
    orgCode: text('org_code'),
    tenantId: integer('tenant_id').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    /** Position codes (JeecgBoot `post`), comma-joined. */
    post: text('post'),
    /** 'country:<id>' or 'city:<id>' while the user is a regional administrator: one per area, held by the index. */
    areaAdminKey: text('area_admin_key').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('users_country_idx').on(t.countryId)],
);

export const roles = pgTable('roles', {
  id: id(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull().unique(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  builtIn: boolean('built_in').notNull().default(false),
  /** The tenant whose administrators see and grant the role (codes stay unique across tenants). */
  tenantId: integer('tenant_id').notNull().default(0),
  createdAt: createdAt(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** Menus (type 0 top menu, 1 sub-menu) and buttons (type 2) with their permission codes. */
export const permissions = pgTable('permissions', {
  id: id(),
  parentId: ref('parent_id'),
  menuType: smallint('menu_type').notNull(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  path: text('path'),
  component: text('component'),
  componentName: text('component_name'),
  redirect: text('redirect'),
  perms: text('perms'),
  permsType: text('perms_type').notNull().default('1'),
  icon: text('icon'),
  sortNo: integer('sort_no').notNull().default(0),
  alwaysShow: boolean('always_show').notNull().default(false),
  hidden: boolean('hidden').notNull().default(false),
  keepAlive: boolean('keep_alive').notNull().default(false),
  internalOrExternal: boolean('internal_or_external').notNull().default(false),
  route: boolean('route').notNull().default(true),
  status: text('status').notNull().default('1'),
  createdAt: createdAt(),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: ref('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: ref('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userDepartments = pgTable(
  'user_departments',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    departmentId: ref('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.departmentId] })],
);

/** Sessions: the token's hash, so sign-out and password change revoke it on every instance. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orgCode: text('org_code'),
    tenantId: integer('tenant_id').notNull().default(0),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const loginLogs = pgTable(
  'login_logs',
  {
    id: id(),
    userId: ref('user_id'),
    username: text('username').notNull(),
    action: text('action').notNull(),
    /** How a sign-in was attempted (password, phone, cas, third); null for sign-outs. */
    method: text('method'),
    result: text('result').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
  },
  (t) => [
    index('login_logs_username_idx').on(t.username, t.createdAt),
    index('login_logs_ip_idx').on(t.ip, t.createdAt),
    index('login_logs_created_idx').on(t.createdAt),
  ],
);

export const dicts = pgTable('dicts', {
  id: id(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const dictItems = pgTable(
  'dict_items',
  {
    id: id(),
    dictId: ref('dict_id')
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    textZh: text('text_zh').notNull(),
    textEn: text('text_en').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(1),
  },
  (t) => [uniqueIndex('dict_items_dict_value_uq').on(t.dictId, t.value)],
);

export const positions = pgTable('positions', {
  id: id(),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  tenantId: integer('tenant_id').notNull().default(0),
  createdAt: createdAt(),
});

/** Key pair for password transport encryption, shared by all instances and rotatable. */
export const rsaKeys = pgTable(
  'rsa_keys',
  {
    id: id(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rsa_keys_one_active_uq').on(t.active).where(sql`${t.active}`)],
);

/** Captcha answers (single use, short-lived), so any instance can check what another issued. */
export const captchas = pgTable('captchas', {
  key: text('key').primaryKey(),
  codeHash: text('code_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * Password envelopes already opened (sha-256 of the ciphertext), kept until their time window has passed,
 * so a captured ciphertext cannot be sent again.
 */
export const usedPasswordEnvelopes = pgTable(
  'used_password_envelopes',
  {
    hash: text('hash').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('used_password_envelopes_expires_idx').on(t.expiresAt)],
);

/** Forgotten-password codes mailed to the bound mailbox; only the hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_user_idx').on(t.userId)],
);

/** Mails (and text messages, channel 'sms') kept when no server is set, or that it refused; read by administrators. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  channel: text('channel').notNull().default('mail'),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  status: text('status').notNull(),
  error: text('error'),
  createdAt: createdAt(),
});

/** Categories (JeecgBoot sys_category): a tree of coded names. */
export const categories = pgTable('categories', {
  id: id(),
  parentId: ref('parent_id'),
  code: text('code').notNull().unique(),
  nameZh: text('name_zh').notNull(),
  nameEn: text('name_en').notNull(),
  sort: integer('sort').notNull().default(0),
  createdAt: createdAt(),
});

/** Versioned seeds that ran once on this database (deleted seeded rows stay deleted). */
export const seedMarks = pgTable('seed_marks', {
  name: text('name').primaryKey(),
  appliedAt: createdAt(),
});
