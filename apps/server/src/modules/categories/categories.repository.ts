import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories } from '../../db/schema/index.js';
import { compact } from '../../lib/replies.js';

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
    async insert(values: typeof categories.$inferInsert) {
      const [row] = await db.insert(categories).values(values).returning({ id: categories.id });
      return (row as { id: number }).id;
    },
    async update(id: number, values: Partial<typeof categories.$inferInsert>) {
      const set = compact(values);
      if (Object.keys(set).length) await db.update(categories).set(set).where(eq(categories.id, id));
    },
    deleteMany: (ids: number[]) => db.delete(categories).where(inArray(categories.id, ids)),
  };
}
export type CategoriesRepository = ReturnType<typeof categoriesRepository>;
