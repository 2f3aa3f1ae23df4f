import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { permissions, rolePermissions, roles, userRoles, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/passwords.js';

let serial = 0;

/**
 * A user holding exactly the given permission codes (through a role of its own) and a live session;
 * returns the user id and the token to send in X-Access-Token.
 */
export async function signedInUser(
  app: FastifyInstance,
  db: Db,
  options: { perms?: string[]; roleCode?: string; countryId?: number; cityId?: number } = {},
) {
  serial += 1;
  const name = `tester${serial}_${Date.now().toString(36)}`;
  const [user] = await db
    .insert(users)
    .values({
      username: name,
      realname: name,
      passwordHash: await hashPassword('Unused#Pass1'),
      approval: 'approved',
      countryId: options.countryId ?? null,
      cityId: options.cityId ?? null,
    })
    .returning({ id: users.id });
  if (!user) throw new Error('user not created');
  let roleId: number | undefined;
  if (options.roleCode) {
    roleId = (await db.select({ id: roles.id }).from(roles).where(eq(roles.code, options.roleCode)))[0]?.id;
  } else {
    roleId = (
      await db
        .insert(roles)
        .values({ code: `role_${name}`, nameZh: `角色${name}`, nameEn: `Role ${name}` })
        .returning({ id: roles.id })
    )[0]?.id;
    for (const perm of options.perms ?? []) {
      const existing = (
        await db.select({ id: permissions.id }).from(permissions).where(eq(permissions.perms, perm))
      )[0];
      const permId =
        existing?.id ??
        (
          await db
            .insert(permissions)
            .values({ menuType: 2, nameZh: perm, nameEn: perm, perms: perm })
            .returning({ id: permissions.id })
        )[0]?.id;
      if (permId) await db.insert(rolePermissions).values({ roleId: roleId as number, permissionId: permId });
    }
  }
  if (roleId) await db.insert(userRoles).values({ userId: user.id, roleId });
  const token = await app.sessions.open(user.id, {});
  return { userId: user.id, username: name, token };
}

export type SignedInUser = Awaited<ReturnType<typeof signedInUser>>;
