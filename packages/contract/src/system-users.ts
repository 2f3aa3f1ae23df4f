import { z } from 'zod';
import { hasChineseCharacters } from './core/validation.js';
import { idSchema } from './envelope.js';
import { encryptedPasswordSchema, usernameSchema } from './identity.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';
import { idListSchema, mailboxSchema, nameSchema } from './validation.js';

/** Back-office users (SPEC §3 "User", §7 "System"). status: 1 normal, 2 frozen. */
export const sysUserSchema = z.object({
  id: idSchema,
  username: z.string(),
  realname: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  avatar: z.string().nullable(),
  status: z.number().int(),
  approval: z.enum(['pending', 'approved']),
  builtIn: z.boolean(),
  countryId: idSchema.nullable(),
  cityId: idSchema.nullable(),
  orgCode: z.string().nullable(),
  tenantId: z.number().int(),
  relTenantIds: z.array(z.number().int()).describe('every tenant of the user, its own first'),
  post: z.string().nullable(),
  roles: z.array(z.object({ id: idSchema, roleCode: z.string(), roleName: z.string(), roleNameEn: z.string() })),
  departIds: z.array(idSchema),
  createTime: z.string(),
});
export type SysUser = z.infer<typeof sysUserSchema>;

export const userListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'username', 'realname', 'email', 'status']).default('createTime'),
  username: containsFilterSchema,
  realname: containsFilterSchema,
  email: containsFilterSchema,
  status: z.enum(['1', '2']).optional(),
  approval: z.enum(['pending', 'approved']).optional(),
  roleId: idSchema.optional(),
  countryId: idSchema.optional(),
  cityId: idSchema.optional(),
});
export type UserListQuery = z.infer<typeof userListQuerySchema>;

const phoneSchema = z
  .string()
  .trim()
  .regex(/^[0-9+\- ]{0,20}$/, 'invalidFormat');

/** What an administrator sets on a user; `selectedroles`/`selecteddeparts` replace the lists when given. */
const userFields = z.object({
  realname: nameSchema(50),
  email: mailboxSchema.nullish(),
  phone: phoneSchema.nullish(),
  selectedroles: idListSchema.optional(),
  selecteddeparts: idListSchema.optional(),
  countryId: idSchema.nullish().describe('area of a regional administrator: the economy'),
  cityId: idSchema.nullish().describe('area of a regional administrator: the city (within countryId)'),
  post: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_,-]*$/, 'invalidFormat')
    .nullish()
    .describe('position codes'),
  relTenantIds: idListSchema
    .optional()
    .describe('tenants of the user, comma-joined, its own tenant first; default: the current tenant'),
});

/** POST /sys/user/add (passwords encrypted). */
export const userAddSchema = userFields.extend({
  username: usernameSchema,
  password: encryptedPasswordSchema,
  confirmPassword: encryptedPasswordSchema,
});
export type UserAdd = z.infer<typeof userAddSchema>;

/** PUT /sys/user/edit: only the given fields change. */
export const userEditSchema = userFields.partial().extend({ id: idSchema });
export type UserEdit = z.infer<typeof userEditSchema>;

const nonEmptyIdList = idListSchema.refine((ids) => ids.length > 0, 'fieldRequired');

/** POST /sys/user/importExcel: every row imported, or none (400 with `rows.<line>.<column>` errors). */
export const userImportResultSchema = z.object({ imported: z.number().int() });
/** PUT /sys/user/frozenBatch: status 1 unfreezes, 2 freezes. */
export const frozenBatchSchema = z.object({ ids: nonEmptyIdList, status: z.enum(['1', '2']) });
/** POST /sys/user/pass: approves pending registrations and mails a confirmation. */
export const approveUsersSchema = z.object({ ids: nonEmptyIdList });
export const sysIdsQuerySchema = z.object({ ids: nonEmptyIdList });
export const sysIdQuerySchema = z.object({ id: idSchema });
export const userIdQuerySchema = z.object({ userid: idSchema });

/** PUT /sys/user/changePassword: an administrator sets a user's password (encrypted). */
export const adminChangePasswordSchema = z.object({
  username: usernameSchema,
  password: encryptedPasswordSchema,
  confirmpassword: encryptedPasswordSchema,
});
/** PUT /sys/user/reset: a new random password mailed to the user's bound mailbox. */
export const resetPasswordSchema = z.object({ id: idSchema });
/** PUT /sys/user/unlock: lifts the sign-in lock and delay of a user. */
export const unlockUserSchema = z.object({ id: idSchema });
export const resetPasswordResultSchema = z.object({ mailed: z.boolean() });
export const approveResultSchema = z.object({ approved: z.number().int(), mailed: z.number().int() });

/** Roles (SPEC §3 "Role"): code without Chinese characters (SPEC §5), name unique. */
export const roleCodeSchema = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .refine((v) => !hasChineseCharacters(v), 'roleCodeNoChinese')
  .refine((v) => hasChineseCharacters(v) || /^[A-Za-z0-9_-]+$/.test(v), 'invalidFormat');

export const sysRoleSchema = z.object({
  id: idSchema,
  roleCode: z.string(),
  roleName: z.string(),
  roleNameEn: z.string(),
  description: z.string(),
  builtIn: z.boolean(),
  createTime: z.string(),
});
export type SysRole = z.infer<typeof sysRoleSchema>;

export const roleListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'roleCode', 'roleName']).default('createTime'),
  roleName: containsFilterSchema,
  roleCode: containsFilterSchema,
});
export type RoleListQuery = z.infer<typeof roleListQuerySchema>;

const roleFields = z.object({
  roleCode: roleCodeSchema,
  roleName: nameSchema(50),
  roleNameEn: nameSchema(50).optional(),
  description: z.string().trim().max(200).optional(),
});
export const roleAddSchema = roleFields;
export type RoleAdd = z.infer<typeof roleAddSchema>;
export const roleEditSchema = roleFields.partial().extend({ id: idSchema });
export type RoleEdit = z.infer<typeof roleEditSchema>;

/** Role users: GET /sys/user/userRoleList, POST /sys/user/addSysUserRole, DELETE /sys/user/deleteUserRole. */
export const roleUsersQuerySchema = pageQuerySchema.extend({
  roleId: idSchema,
  username: containsFilterSchema,
  column: z.enum(['createTime', 'username']).default('createTime'),
});
export const addRoleUsersSchema = z.object({
  roleId: idSchema,
  userIdList: z.array(idSchema).min(1).max(500),
});
export const roleUserQuerySchema = z.object({ roleId: idSchema, userId: idSchema });

/** Role permissions: GET /sys/permission/queryRolePermission, POST /sys/permission/saveRolePermission. */
export const roleIdQuerySchema = z.object({ roleId: idSchema });
export const saveRolePermissionSchema = z.object({
  roleId: idSchema,
  permissionIds: idListSchema,
  lastpermissionIds: idListSchema.optional(),
});
