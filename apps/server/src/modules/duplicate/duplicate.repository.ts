import { and, eq, ne, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { categories, departments, dicts, positions, roles, tenants, users } from '../../db/schema/index.js';

interface Checkable {
  table: PgTable;
  id: PgColumn;
  fields: Record<string, PgColumn>;
}

/**
 * The only tables and fields `/sys/duplicate/check` may look at, by the names the client sends
 * (JeecgBoot table names and field names). Nothing else is ever put into SQL.
 */
const allowList: Record<string, Checkable> = {
  sys_user: { table: users, id: users.id, fields: { username: users.username, email: users.email } },
  sys_role: { table: roles, id: roles.id, fields: { role_code: roles.code, role_name: roles.nameZh } },
  sys_depart: { table: departments, id: departments.id, fields: { org_code: departments.orgCode } },
  sys_dict: { table: dicts, id: dicts.id, fields: { dict_code: dicts.code } },
  sys_position: { table: positions, id: positions.id, fields: { code: positions.code } },
  sys_category: { table: categories, id: categories.id, fields: { code: categories.code } },
  sys_tenant: { table: tenants, id: tenants.id, fields: { name: tenants.name } },
};

/** SQL of the duplicate-value check. */
export function duplicateRepository(db: Db) {
  return {
    /** undefined when the table/field pair is not allowed; otherwise whether the value is taken. */
    async taken(tableName: string, fieldName: string, value: string, exceptId?: number): Promise<boolean | undefined> {
      const entry = Object.hasOwn(allowList, tableName) ? allowList[tableName] : undefined;
      const column = entry && Object.hasOwn(entry.fields, fieldName) ? entry.fields[fieldName] : undefined;
      if (!entry || !column) return undefined;
      const where: SQL | undefined = and(
        eq(column, value),
        exceptId === undefined ? undefined : ne(entry.id, exceptId),
      );
      const rows = await db.select({ id: entry.id }).from(entry.table).where(where).limit(1);
      return rows.length > 0;
    },
  };
}
export type DuplicateRepository = ReturnType<typeof duplicateRepository>;
