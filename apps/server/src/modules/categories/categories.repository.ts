import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { insertRow, updateRow } from '../../db/row-writes.js';
import { categories } from '../../db/schema/index.js';

export type CategoryRow = typeof categories.$inferSelect;

/** SQL of categories (a tree). */
export function categoriesRepository(db: Db) {
  return {
    all: () => db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id)),
    find: async (id: number) => (await db.select().from(categories).where(eq(categories.id, id)))[0],
    async codeTaken(code: string, exceptId?: number) {
      const where = exceptId ? and(eq(categories.code, code), ne(categories.id, exceptId)) : eq(categories.code, code);
      return (await db.select({ id: categories.id }).from(categories).where(where)).length > 0;
    },
    insert: (values: typeof categories.$inferInsert) => insertRow(db, categories, values),
    update: (id: number, values: Partial<typeof categories.$inferInsert>) => updateRow(db, categories, id, values),
    deleteMany: (ids: number[]) => db.delete(categories).where(inArray(categories.id, ids)),
  };
}
export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
