import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { departments, roles, userDepartments, userRoles, users, userTenants } from '../../db/schema/index.js';
import { containsPattern, pageWindow, type SortedPageQuery } from '../../lib/paging.js';

export type UserRow = typeof users.$inferSelect;
export type UserInsert = typeof users.$inferInsert;

export interface UserPageQuery extends SortedPageQuery<'createTime' | 'username' | 'realname' | 'email' | 'status'> {
  username?: string;
  realname?: string;
  email?: string;
  status?: '1' | '2';
  approval?: 'pending' | 'approved';
  roleId?: string;
  countryId?: string;
  cityId?: string;
}

const sortColumns = {
  createTime: users.createdAt,
  username: users.username,
  realname: users.realname,
  email: users.email,
  status: users.status,
};

const live = eq(users.deleted, false);
/** A stored phone number without spaces and dashes (how mobile numbers are compared). */
const phoneDigits = sql`regexp_replace(coalesce(${users.phone}, ''), '[[:space:]-]', '', 'g')`;

/** Writes a user's further tenants (its own tenant is `users.tenant_id`, not repeated). */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
async function writeTenants(tx: Tx, userId: number, tenantIds: number[], own: number) {
  const extra = [...new Set(tenantIds)].filter((t) => t !== own);
  if (extra.length) await tx.insert(userTenants).values(extra.map((tenantId) => ({ userId, tenantId })));
}

const chunks = <T>(list: T[], size: number) =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, (i + 1) * size));

/** The list's filters, the caller's scope and live accounts only. */
function pageWhere(query: Omit<UserPageQuery, 'pageNo' | 'pageSize'>, scope?: SQL) {
  return and(
    live,
    scope,
    query.username ? ilike(users.username, containsPattern(query.username)) : undefined,
    query.realname ? ilike(users.realname, containsPattern(query.realname)) : undefined,
    query.email ? ilike(users.email, containsPattern(query.email)) : undefined,
    query.status ? eq(users.status, Number(query.status)) : undefined,
    query.approval ? eq(users.approval, query.approval) : undefined,
    query.countryId ? eq(users.countryId, Number(query.countryId)) : undefined,
    query.cityId ? eq(users.cityId, Number(query.cityId)) : undefined,
    query.roleId
      ? sql`exists (select 1 from ${userRoles} ur where ur.user_id = ${users.id} and ur.role_id = ${Number(query.roleId)})`
      : undefined,
  );
}

/** SQL of accounts; `scope` is the caller's area rule (auth/area-scope.ts), applied to every read and write. */
export function usersRepository(db: Db) {
  return {
    findByUsername: async (username: string) =>
      (
        await db
          .select()
          .from(users)
          .where(and(live, eq(users.username, username)))
      )[0],
    /** The live account of a mailbox (mailboxes are stored lower-cased). */
    findByEmail: async (email: string) =>
      (
        await db
          .select()
          .from(users)
          .where(and(live, eq(users.email, email.toLowerCase())))
      )[0],
    findById: async (id: number, scope?: SQL) =>
      (
        await db
          .select()
          .from(users)
          .where(and(live, eq(users.id, id), scope))
      )[0],
    findByIds: (ids: number[], scope?: SQL) =>
      ids.length
        ? db
            .select()
            .from(users)
            .where(and(live, inArray(users.id, ids), scope))
        : Promise.resolve([]),
    /** Taken by any account, deleted ones included (their names and mailboxes stay reserved). */
    async usernameTaken(username: string) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
      return Boolean(row);
    },
    async emailTaken(email: string, exceptId?: number) {
      const rows = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      return rows.some((r) => r.id !== exceptId);
    },
    async phoneTaken(phone: string, exceptId?: number) {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(live, sql`${phoneDigits} = ${phone}`));
      return rows.some((r) => r.id !== exceptId);
    },
    /** Live accounts whose mobile number is this one (compared without spaces and dashes). */
    findByPhone: (phone: string) =>
      db
        .select()
        .from(users)
        .where(and(live, sql`${phoneDigits} = ${phone}`))
        .limit(2),
    /** Further tenants of users (their own is `tenantId`). */
    tenantsOf: (userIds: number[]) =>
      userIds.length ? db.select().from(userTenants).where(inArray(userTenants.userId, userIds)) : Promise.resolve([]),
    async areaAdminHolder(key: string) {
      return (await db.select({ id: users.id }).from(users).where(eq(users.areaAdminKey, key)))[0];
    },
    async page(query: UserPageQuery, scope?: SQL) {
      const where = pageWhere(query, scope);
      const dir = query.order === 'asc' ? asc : desc;
      const { offset, limit } = pageWindow(query);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(dir(sortColumns[query.column]), dir(users.id))
        .limit(limit)
        .offset(offset);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      return { rows, total: total?.n ?? 0 };
    },
    /** Every user the list's filters match (the export), in the list's order, up to `max`. */
    matching: (query: Omit<UserPageQuery, 'pageNo' | 'pageSize'>, scope: SQL | undefined, max: number) => {
      const dir = query.order === 'asc' ? asc : desc;
      return db
        .select()
        .from(users)
        .where(pageWhere(query, scope))
        .orderBy(dir(sortColumns[query.column]), dir(users.id))
        .limit(max);
    },
    rolesOf: (userIds: number[]) =>
      userIds.length
        ? db
            .select({
              userId: userRoles.userId,
              id: roles.id,
              code: roles.code,
              nameZh: roles.nameZh,
              nameEn: roles.nameEn,
              tenantId: roles.tenantId,
            })
            .from(userRoles)
            .innerJoin(roles, eq(roles.id, userRoles.roleId))
            .where(inArray(userRoles.userId, userIds))
            .orderBy(asc(roles.id))
        : Promise.resolve([]),
    departIdsOf: (userIds: number[]) =>
      userIds.length
        ? db.select().from(userDepartments).where(inArray(userDepartments.userId, userIds))
        : Promise.resolve([]),
    departsOf: (userId: number) =>
      db
        .select({
          id: departments.id,
          parentId: departments.parentId,
          orgCode: departments.orgCode,
          nameZh: departments.nameZh,
          nameEn: departments.nameEn,
        })
        .from(userDepartments)
        .innerJoin(departments, eq(departments.id, userDepartments.departmentId))
        .where(eq(userDepartments.userId, userId))
        .orderBy(asc(departments.sort), asc(departments.id)),
    /** Creates a user with its roles, departments and further tenants in one transaction; returns its id. */
    async insert(values: UserInsert, roleIds: number[], departIds: number[], tenantIds: number[] = []) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(users).values(values).returning({ id: users.id });
        const id = (row as { id: number }).id;
        await writeTenants(tx, id, tenantIds, values.tenantId ?? 0);
        if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
        if (departIds.length) {
          await tx.insert(userDepartments).values(departIds.map((departmentId) => ({ userId: id, departmentId })));
        }
        return id;
      });
    },
    /** Creates many users with their roles in one transaction (all or none); returns how many. */
    async insertMany(rows: { values: UserInsert; roleIds: number[] }[]) {
      return db.transaction(async (tx) => {
        for (const chunk of chunks(rows, 500)) {
          const ids = await tx
            .insert(users)
            .values(chunk.map((r) => r.values))
            .returning({ id: users.id, username: users.username });
          const idOf = new Map(ids.map((r) => [r.username, r.id]));
          const grants = chunk.flatMap((r) =>
            r.roleIds.map((roleId) => ({ userId: idOf.get(r.values.username) as number, roleId })),
          );
          if (grants.length) await tx.insert(userRoles).values(grants);
        }
        return rows.length;
      });
    },
    /** Updates a user; given role, department or tenant lists replace the old ones, in one transaction. */
    async update(
      id: number,
      values: Partial<UserInsert>,
      roleIds?: number[],
      departIds?: number[],
      tenantIds?: number[],
    ) {
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(users.id, id));
        if (tenantIds) {
          await tx.delete(userTenants).where(eq(userTenants.userId, id));
          await writeTenants(tx, id, tenantIds, values.tenantId ?? tenantIds[0] ?? 0);
        }
        if (roleIds) {
          await tx.delete(userRoles).where(eq(userRoles.userId, id));
          if (roleIds.length) await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: id, roleId })));
        }
        if (departIds) {
          await tx.delete(userDepartments).where(eq(userDepartments.userId, id));
          if (departIds.length) {
            await tx.insert(userDepartments).values(departIds.map((departmentId) => ({ userId: id, departmentId })));
          }
        }
      });
    },
    async setStatus(ids: number[], status: number, scope?: SQL) {
      return db
        .update(users)
        .set({ status, updatedAt: new Date() })
        .where(and(live, inArray(users.id, ids), scope))
        .returning({ id: users.id });
    },
    /** Approves pending users of the list; those without a role get `defaultRoleId`. */
    async approve(ids: number[], defaultRoleId: number | undefined, scope?: SQL) {
      return db.transaction(async (tx) => {
        const approved = await tx
          .update(users)
          .set({ approval: 'approved', updatedAt: new Date() })
          .where(and(live, inArray(users.id, ids), eq(users.approval, 'pending'), scope))
          .returning({ id: users.id, username: users.username, email: users.email });
        if (defaultRoleId && approved.length) {
          const withRole = await tx
            .select({ userId: userRoles.userId })
            .from(userRoles)
            .where(
              inArray(
                userRoles.userId,
                approved.map((a) => a.id),
              ),
            );
          const missing = approved.filter((a) => !withRole.some((w) => w.userId === a.id));
          if (missing.length) {
            await tx.insert(userRoles).values(missing.map((m) => ({ userId: m.id, roleId: defaultRoleId })));
          }
        }
        return approved;
      });
    },
    async softDelete(ids: number[], scope?: SQL) {
      return db
        .update(users)
        .set({ deleted: true, areaAdminKey: null, updatedAt: new Date() })
        .where(and(live, inArray(users.id, ids), scope))
        .returning({ id: users.id });
    },
    async setPassword(id: number, passwordHash: string) {
      await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
    },
    async setOrgCode(id: number, orgCode: string) {
      await db.update(users).set({ orgCode }).where(eq(users.id, id));
    },
  };
}
export type UsersRepository = ReturnType<typeof usersRepository>;
