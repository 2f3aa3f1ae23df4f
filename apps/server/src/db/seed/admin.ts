import { eq } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import { roles, userRoles, users } from '../schema/index.js';

/** Built-in roles (SPEC §6). */
export const builtInRoles = [
  { code: 'admin', nameZh: '总管理员', nameEn: 'Super administrator', description: 'All permissions / 全部权限' },
  {
    code: 'regional_admin',
    nameZh: '地区管理员',
    nameEn: 'Regional administrator',
    description: 'One economy or city area / 一个经济体或城市地区',
  },
  { code: 'reviewer', nameZh: '审核员', nameEn: 'Reviewer', description: 'Examines uploaded data / 审核上传的数据' },
  { code: 'user', nameZh: '普通用户', nameEn: 'User', description: 'Registered user / 注册用户' },
];

/**
 * Creates the built-in roles and the first administrator when missing. Its password comes from
 * ADMIN_PASSWORD or is generated; a generated one is returned so start-up can print it once.
 */
export async function ensureAdministrator(db: Db, password?: string): Promise<{ generatedPassword?: string }> {
  await db
    .insert(roles)
    .values(builtInRoles.map((r) => ({ ...r, builtIn: true })))
    .onConflictDoNothing();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  if (existing) return {};
  const plain = password ?? generatePassword();
  const passwordHash = await hashPassword(plain);
  await db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ username: 'admin', realname: 'Administrator', passwordHash, approval: 'approved', builtIn: true })
      .returning({ id: users.id });
    const [role] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
    if (user && role) await tx.insert(userRoles).values({ userId: user.id, roleId: role.id });
  });
  return password ? {} : { generatedPassword: plain };
}
