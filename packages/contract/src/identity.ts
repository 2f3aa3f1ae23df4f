import { z } from 'zod';
import { idSchema } from './envelope.js';
import { mailboxSchema, nameSchema } from './validation.js';

/**
 * Accounts and sessions (SPEC §3 "Login result", §7 "Authentication and session").
 * Every password travels as RSA-OAEP (SHA-256) ciphertext, base64, made with the public key of
 * `/sys/getRSAPublicKey` (WebCrypto `RSA-OAEP` / `SHA-256` importing the base64 SPKI key). A password
 * encrypted with a key that is not the current one is refused with `Invalid`: fetch the key again and retry.
 */
export const encryptedPasswordSchema = z
  .string()
  .trim()
  .min(1)
  .max(1024)
  .describe('RSA-OAEP SHA-256 ciphertext, base64');

export const usernameSchema = z
  .string()
  .trim()
  .min(2)
  .max(32)
  .regex(/^[A-Za-z0-9_.@-]+$/, 'usernameInvalid');

/** The captcha key the client chose for `/sys/randomImage/{key}` (JeecgBoot `checkKey`). */
export const captchaKeySchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'parameterError');
export const captchaKeyParamsSchema = z.object({ key: captchaKeySchema });
const captchaSchema = z.string().trim().min(1).max(8);

/** POST /sys/login */
export const loginRequestSchema = z.object({
  username: usernameSchema,
  password: encryptedPasswordSchema,
  captcha: captchaSchema,
  checkKey: captchaKeySchema,
  remember_me: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const userInfoSchema = z.object({
  id: idSchema,
  username: z.string(),
  realname: z.string(),
  avatar: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  orgCode: z.string().nullable(),
  countryId: idSchema.nullable(),
  cityId: idSchema.nullable(),
  tenantId: z.number().int(),
  status: z.number().int().describe('1 normal, 2 frozen'),
  roles: z.array(z.string()).describe('role codes'),
});
export type UserInfo = z.infer<typeof userInfoSchema>;

/** A dictionary option (SPEC §3): `text`, `label` and `title` are the Chinese text, `textEn` the English. */
export const dictOptionSchema = z.object({
  value: z.string(),
  text: z.string(),
  textEn: z.string(),
  label: z.string(),
  title: z.string(),
});
export type DictOption = z.infer<typeof dictOptionSchema>;
export const allDictItemsSchema = z.record(z.string(), z.array(dictOptionSchema));

/** A department as the login and department switch show it (SPEC §3 "Department"). */
export const departSchema = z.object({
  id: idSchema,
  orgCode: z.string(),
  departName: z.string(),
  departNameEn: z.string(),
  parentId: idSchema.nullable(),
});
export type Depart = z.infer<typeof departSchema>;

/** A tenant the signed-in user belongs to (login result, tenant switch). */
export const tenantChoiceSchema = z.object({ id: z.number().int(), name: z.string() });
export type TenantChoice = z.infer<typeof tenantChoiceSchema>;

/**
 * Login result (SPEC §3); `multi_depart`: 0 no department, 1 one, 2 several (choose with /sys/selectDepart).
 * `tenantList`: the user's tenants; send one of their ids in the `tenant-id` header (the session's own
 * tenant, `userInfo.tenantId`, when the header is absent).
 */
export const loginResultSchema = z.object({
  token: z.string(),
  userInfo: userInfoSchema,
  sysAllDictItems: allDictItemsSchema,
  departs: z.array(departSchema).optional(),
  multi_depart: z.number().int(),
  tenantList: z.array(tenantChoiceSchema),
});
export type LoginResult = z.infer<typeof loginResultSchema>;

/** A button permission of `auth` / `allAuth` (JeecgBoot): type 1 show, 2 disable; status 1 valid, 0 invalid. */
export const authItemSchema = z.object({
  action: z.string(),
  describe: z.string(),
  type: z.string(),
  status: z.string().optional(),
});
export type AuthItem = z.infer<typeof authItemSchema>;

export const menuMetaSchema = z.object({
  title: z.string(),
  titleEn: z.string(),
  icon: z.string().nullable(),
  url: z.string().optional(),
  keepAlive: z.boolean(),
  internalOrExternal: z.boolean(),
  target: z.string().optional(),
  hidden: z.boolean().optional(),
  hiddenHeaderContent: z.boolean().optional(),
  permissionList: z.array(authItemSchema),
});

/** A dynamic menu entry (SPEC §2 "Route tree"); an entry whose `route` is "0" is not registered as a route. */
export interface MenuEntry {
  id: string;
  path: string;
  name: string;
  component: string | null;
  redirect: string | null;
  hidden: boolean;
  alwaysShow: boolean;
  route: '0' | '1';
  meta: z.infer<typeof menuMetaSchema>;
  children?: MenuEntry[];
}
export const menuEntrySchema: z.ZodType<MenuEntry> = z.lazy(() =>
  z.object({
    id: idSchema,
    path: z.string(),
    name: z.string(),
    component: z.string().nullable(),
    redirect: z.string().nullable(),
    hidden: z.boolean(),
    alwaysShow: z.boolean(),
    route: z.enum(['0', '1']),
    meta: menuMetaSchema,
    children: z.array(menuEntrySchema).optional(),
  }),
);

/** /sys/permission/getUserPermissionByToken (SPEC §3 "Menu result"). */
export const userPermissionsSchema = z.object({
  menu: z.array(menuEntrySchema),
  auth: z.array(authItemSchema),
  allAuth: z.array(authItemSchema),
});
export type UserPermissions = z.infer<typeof userPermissionsSchema>;

/** /sys/user/getCurrentUserDeparts */
export const currentDepartsSchema = z.object({ list: z.array(departSchema), orgCode: z.string().nullable() });

/** POST /sys/selectDepart */
export const selectDepartRequestSchema = z.object({
  orgCode: z.string().trim().min(1).max(64),
  username: usernameSchema,
});
export const selectDepartResultSchema = z.object({ userInfo: userInfoSchema });

/** POST /sys/user/updatePassword (SPEC §5 "Change password"): the three passwords encrypted. */
export const updatePasswordRequestSchema = z.object({
  username: usernameSchema,
  oldpassword: z.string({ error: 'oldPasswordRequired' }).trim().min(1, 'oldPasswordRequired').max(1024),
  password: z.string({ error: 'newPasswordRequired' }).trim().min(1, 'newPasswordRequired').max(1024),
  confirmpassword: z.string({ error: 'confirmPasswordRequired' }).trim().min(1, 'confirmPasswordRequired').max(1024),
  rsaPublicKey: z.string().max(2048).optional().describe('the public key the passwords were encrypted with'),
});
export type UpdatePasswordRequest = z.infer<typeof updatePasswordRequestSchema>;

/** POST /sys/user/register: the account waits for an administrator's approval (SPEC §4). */
export const registerRequestSchema = z.object({
  username: usernameSchema,
  password: encryptedPasswordSchema,
  confirmPassword: encryptedPasswordSchema,
  email: mailboxSchema,
  realname: nameSchema(50).optional(),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\- ]{0,20}$/, 'invalidFormat')
    .optional(),
  captcha: captchaSchema,
  checkKey: captchaKeySchema,
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;
export const registerResultSchema = z.object({ username: z.string(), approval: z.enum(['pending', 'approved']) });

/** POST /sys/user/forgetPassword/sendCode: a code mailed to the user's bound mailbox. */
export const resetCodeRequestSchema = z.object({
  username: usernameSchema,
  email: mailboxSchema,
  captcha: captchaSchema,
  checkKey: captchaKeySchema,
});
export type ResetCodeRequest = z.infer<typeof resetCodeRequestSchema>;

/** POST /sys/user/passwordChange: the mailed code and the new password (encrypted, twice). */
export const passwordResetRequestSchema = z.object({
  username: usernameSchema,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'invalidFormat'),
  password: encryptedPasswordSchema,
  confirmPassword: encryptedPasswordSchema,
});
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** `/sys/user/checkOnlyUser` and `/sys/user/check/email/{id}`: 200 when free, 409 when taken. */
export const checkOnlyUserQuerySchema = z.object({ username: usernameSchema });
export const checkEmailRequestSchema = z.object({ email: mailboxSchema });
