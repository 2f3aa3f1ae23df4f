import { z } from 'zod';
import { loginMethods } from './core/system.js';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';
import { nameSchema } from './validation.js';

/** Permissions (JeecgBoot sys_permission): menus type 0 (top) and 1 (sub-menu), buttons type 2 with `perms`. */
export const menuTypes = [0, 1, 2] as const;

export interface SysPermission {
  id: string;
  parentId: string | null;
  menuType: number;
  name: string;
  nameEn: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  perms: string | null;
  permsType: string;
  icon: string | null;
  sortNo: number;
  alwaysShow: boolean;
  hidden: boolean;
  keepAlive: boolean;
  internalOrExternal: boolean;
  route: boolean;
  status: string;
  leaf: boolean;
  children?: SysPermission[];
}
export const sysPermissionSchema: z.ZodType<SysPermission> = z.lazy(() =>
  z.object({
    id: idSchema,
    parentId: idSchema.nullable(),
    menuType: z.number().int(),
    name: z.string(),
    nameEn: z.string(),
    url: z.string().nullable(),
    component: z.string().nullable(),
    componentName: z.string().nullable(),
    redirect: z.string().nullable(),
    perms: z.string().nullable(),
    permsType: z.string(),
    icon: z.string().nullable(),
    sortNo: z.number().int(),
    alwaysShow: z.boolean(),
    hidden: z.boolean(),
    keepAlive: z.boolean(),
    internalOrExternal: z.boolean(),
    route: z.boolean(),
    status: z.string(),
    leaf: z.boolean(),
    children: z.array(sysPermissionSchema).optional(),
  }),
);

const optionalText = (max: number) => z.string().trim().max(max).nullish();

const permissionFields = z.object({
  parentId: idSchema.nullish(),
  menuType: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  name: z.string().trim().min(1).max(50),
  nameEn: z.string().trim().min(1).max(80).optional(),
  url: optionalText(255),
  component: optionalText(255),
  componentName: optionalText(100),
  redirect: optionalText(255),
  perms: z
    .string()
    .trim()
    .max(255)
    .regex(/^[A-Za-z0-9:_,.-]*$/, 'invalidFormat')
    .nullish(),
  permsType: z.enum(['1', '2']).default('1'),
  icon: optionalText(100),
  sortNo: z.coerce.number().int().min(0).max(100_000).default(0),
  alwaysShow: z.boolean().default(false),
  hidden: z.boolean().default(false),
  keepAlive: z.boolean().default(false),
  internalOrExternal: z.boolean().default(false),
  route: z.boolean().default(true),
  status: z.enum(['0', '1']).default('1'),
});
type PermissionFields = z.infer<typeof permissionFields>;

function checkPermission(v: PermissionFields, ctx: z.RefinementCtx) {
  if (v.menuType !== 0 && !v.parentId) ctx.addIssue({ code: 'custom', path: ['parentId'], message: 'fieldRequired' });
  if (v.menuType === 2 && !v.perms) ctx.addIssue({ code: 'custom', path: ['perms'], message: 'fieldRequired' });
  if (v.menuType !== 2 && !v.url) ctx.addIssue({ code: 'custom', path: ['url'], message: 'fieldRequired' });
}
/** POST /sys/permission/add */
export const permissionAddSchema = permissionFields.superRefine(checkPermission);
export type PermissionAdd = z.infer<typeof permissionAddSchema>;
/** PUT /sys/permission/edit: the whole entry, as the add form sends it (omitted fields take their defaults). */
export const permissionEditSchema = permissionFields.extend({ id: idSchema }).superRefine(checkPermission);
export type PermissionEdit = z.infer<typeof permissionEditSchema>;

/** A node of the permission tree of the role screen (`queryTreeList`): `key` is the permission id. */
export interface PermissionTreeNode {
  key: string;
  title: string;
  titleEn: string;
  menuType: number;
  isLeaf: boolean;
  /** The menu guards a query data rules apply to (its rules are chosen per role). */
  dataRules?: boolean;
  children?: PermissionTreeNode[];
}
export const permissionTreeNodeSchema: z.ZodType<PermissionTreeNode> = z.lazy(() =>
  z.object({
    key: idSchema,
    title: z.string(),
    titleEn: z.string(),
    menuType: z.number().int(),
    isLeaf: z.boolean(),
    dataRules: z.boolean().optional(),
    children: z.array(permissionTreeNodeSchema).optional(),
  }),
);
export const permissionTreeResultSchema = z.object({
  treeList: z.array(permissionTreeNodeSchema),
  ids: z.array(idSchema),
});

/** Departments (SPEC §3 "Department") as a tree. */
export interface DepartTreeNode {
  id: string;
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  orgCode: string;
  departName: string;
  departNameEn: string;
  description: string;
  sort: number;
  children?: DepartTreeNode[];
}
export const departTreeNodeSchema: z.ZodType<DepartTreeNode> = z.lazy(() =>
  z.object({
    id: idSchema,
    key: idSchema,
    value: idSchema,
    title: z.string(),
    parentId: idSchema.nullable(),
    orgCode: z.string(),
    departName: z.string(),
    departNameEn: z.string(),
    description: z.string(),
    sort: z.number().int(),
    children: z.array(departTreeNodeSchema).optional(),
  }),
);
const codeSchema = (max = 64) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, 'invalidFormat');
const departFields = z.object({
  parentId: idSchema.nullish(),
  departName: nameSchema(100),
  departNameEn: nameSchema(100).optional(),
  orgCode: codeSchema().optional().describe('generated from the parent when not given'),
  description: z.string().trim().max(200).optional(),
  sort: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const departAddSchema = departFields;
export type DepartAdd = z.infer<typeof departAddSchema>;
export const departEditSchema = departFields.partial().extend({ id: idSchema });
export type DepartEdit = z.infer<typeof departEditSchema>;
export const departSearchQuerySchema = z.object({ keyWord: z.string().trim().min(1).max(50) });

/** Dictionaries and their items (SPEC §3 "Dictionary option"). */
export const sysDictSchema = z.object({
  id: idSchema,
  dictCode: z.string(),
  dictName: z.string(),
  dictNameEn: z.string(),
  description: z.string(),
  createTime: z.string(),
});
export type SysDict = z.infer<typeof sysDictSchema>;
export const dictListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'dictCode', 'dictName']).default('createTime'),
  dictName: containsFilterSchema,
  dictCode: containsFilterSchema,
});
const dictFields = z.object({
  dictCode: codeSchema(50),
  dictName: z.string().trim().min(1).max(50),
  dictNameEn: z.string().trim().min(1).max(80).optional(),
  description: z.string().trim().max(200).optional(),
});
export const dictAddSchema = dictFields;
export type DictAdd = z.infer<typeof dictAddSchema>;
export const dictEditSchema = dictFields.partial().extend({ id: idSchema });
export type DictEdit = z.infer<typeof dictEditSchema>;
export const dictCodeParamsSchema = z.object({ code: z.string().trim().min(1, 'dictCodeEmpty').max(50) });

export const sysDictItemSchema = z.object({
  id: idSchema,
  dictId: idSchema,
  itemValue: z.string(),
  itemText: z.string(),
  itemTextEn: z.string(),
  sortOrder: z.number().int(),
  status: z.number().int(),
});
export type SysDictItem = z.infer<typeof sysDictItemSchema>;
export const dictItemListQuerySchema = pageQuerySchema.extend({
  dictId: idSchema,
  column: z.enum(['sortOrder', 'itemValue']).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  itemText: containsFilterSchema,
});
const dictItemFields = z.object({
  dictId: idSchema,
  itemValue: z.string().trim().min(1).max(100),
  itemText: z.string().trim().min(1).max(100),
  itemTextEn: z.string().trim().min(1).max(100).optional(),
  sortOrder: z.coerce.number().int().min(0).max(100_000).optional(),
  status: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe('1 enabled (default), 0 disabled'),
});
export const dictItemAddSchema = dictItemFields;
export type DictItemAdd = z.infer<typeof dictItemAddSchema>;
export const dictItemEditSchema = dictItemFields.omit({ dictId: true }).partial().extend({ id: idSchema });
export type DictItemEdit = z.infer<typeof dictItemEditSchema>;

/** Tenants: ids are chosen numbers; 0 is the default tenant. */
export const sysTenantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: z.number().int(),
  createTime: z.string(),
});
export const tenantListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['id', 'name', 'createTime']).default('id'),
  order: z.enum(['asc', 'desc']).default('asc'),
  name: containsFilterSchema,
});
export const tenantAddSchema = z.object({
  id: z.coerce.number().int().min(1).max(2_000_000_000),
  name: z.string().trim().min(1).max(100),
  status: z
    .union([z.literal(0), z.literal(1)])
    .optional()
    .describe('1 enabled (default), 0 disabled'),
});
export const tenantEditSchema = tenantAddSchema
  .partial()
  .extend({ id: z.coerce.number().int().min(0).max(2_000_000_000) });
export const tenantIdQuerySchema = z.object({ id: z.coerce.number().int().min(0).max(2_000_000_000) });
export type SysTenant = z.infer<typeof sysTenantSchema>;

/** Positions (JeecgBoot sys_position). */
export const sysPositionSchema = z.object({
  id: idSchema,
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  createTime: z.string(),
});
export const positionListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'code', 'name']).default('createTime'),
  name: containsFilterSchema,
});
export const positionAddSchema = z.object({
  code: codeSchema(50),
  name: nameSchema(50),
  nameEn: nameSchema(50).optional(),
});
export const positionEditSchema = positionAddSchema.partial().extend({ id: idSchema });
export type SysPosition = z.infer<typeof sysPositionSchema>;

/** Categories (JeecgBoot sys_category): a tree of coded names. */
export interface SysCategory {
  id: string;
  pid: string | null;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
  hasChild: boolean;
  children?: SysCategory[];
}
export const sysCategorySchema: z.ZodType<SysCategory> = z.lazy(() =>
  z.object({
    id: idSchema,
    pid: idSchema.nullable(),
    code: z.string(),
    name: z.string(),
    nameEn: z.string(),
    sort: z.number().int(),
    hasChild: z.boolean(),
    children: z.array(sysCategorySchema).optional(),
  }),
);
export const categoryAddSchema = z.object({
  pid: idSchema.nullish(),
  code: codeSchema(50),
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().min(1).max(100).optional(),
  sort: z.coerce.number().int().min(0).max(100_000).optional(),
});
export const categoryEditSchema = categoryAddSchema.partial().extend({ id: idSchema });

/** Login log (every login and sign-out with user, address, time and result). */
export const loginLogSchema = z.object({
  id: idSchema,
  userId: idSchema.nullable(),
  username: z.string(),
  action: z.string().describe('login or logout'),
  method: z.enum(loginMethods).nullable().describe('how a sign-in was attempted; null for sign-outs'),
  result: z.string().describe('success or the message key of the failure'),
  ip: z.string().nullable(),
  userAgent: z.string().nullable(),
  createTime: z.string(),
});
export const loginLogListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'username']).default('createTime'),
  username: containsFilterSchema,
  action: z.enum(['login', 'logout']).optional(),
  method: z.enum(loginMethods).optional(),
  result: z.string().trim().max(50).optional(),
  ip: containsFilterSchema,
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});

/** GET /sys/duplicate/check: is `fieldVal` free in `tableName.fieldName` (allow-listed), apart from `dataId`? */
export const duplicateCheckQuerySchema = z.object({
  tableName: z.string().trim().min(1).max(50),
  fieldName: z.string().trim().min(1).max(50),
  fieldVal: z.string().trim().min(1).max(200),
  dataId: idSchema.optional(),
});

/** Mails kept when no SMTP server is set (SMTP_URL unset), readable by administrators. */
export const outboxMailSchema = z.object({
  id: idSchema,
  channel: z.enum(['mail', 'sms']).describe('mail, or sms (text messages when SMS_URL is unset)'),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.string().describe('outbox (no SMTP set) or failed (SMTP refused it)'),
  error: z.string().nullable(),
  createTime: z.string(),
});
export const outboxListQuerySchema = pageQuerySchema.extend({
  recipient: containsFilterSchema,
  channel: z.enum(['mail', 'sms']).optional(),
});
