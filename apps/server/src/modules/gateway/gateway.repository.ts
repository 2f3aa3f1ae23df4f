import { and, asc, desc, eq, ilike, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { insertRow } from '../../db/row-writes.js';
import { gatewayRoutes } from '../../db/schema/index.js';
import { containsPattern, type SortedPageQuery } from '../../lib/paging.js';
import { compact } from '../../lib/replies.js';

export type GatewayRouteRow = typeof gatewayRoutes.$inferSelect;

/** SQL of gateway routes. */
export function gatewayRepository(db: Db) {
  return {
    async page(
      query: SortedPageQuery<'sortOrder' | 'name' | 'pathPrefix' | 'createTime'> & {
        name?: string;
        pathPrefix?: string;
        enabled?: '1' | '0';
      },
    ) {
      const where = and(
        query.name ? ilike(gatewayRoutes.name, containsPattern(query.name)) : undefined,
        query.pathPrefix ? ilike(gatewayRoutes.pathPrefix, containsPattern(query.pathPrefix)) : undefined,
        query.enabled ? eq(gatewayRoutes.enabled, query.enabled === '1') : undefined,
      );
      const column = {
        sortOrder: gatewayRoutes.sortOrder,
        name: gatewayRoutes.name,
        pathPrefix: gatewayRoutes.pathPrefix,
        createTime: gatewayRoutes.createdAt,
      }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, gatewayRoutes, { where, orderBy: [dir(column), dir(gatewayRoutes.id)], query });
    },
    /** The enabled routes in the order they are tried. */
    enabled: () =>
      db
        .select()
        .from(gatewayRoutes)
        .where(eq(gatewayRoutes.enabled, true))
        .orderBy(asc(gatewayRoutes.sortOrder), asc(gatewayRoutes.id)),
    find: async (id: number) => (await db.select().from(gatewayRoutes).where(eq(gatewayRoutes.id, id)))[0],
    async prefixTaken(prefix: string, exceptId?: number) {
      const same = ilike(
        gatewayRoutes.pathPrefix,
        prefix.replace(/[\\%_]/g, (c) => `\\${c}`),
      );
      const where = exceptId ? and(same, ne(gatewayRoutes.id, exceptId)) : same;
      return (await db.select({ id: gatewayRoutes.id }).from(gatewayRoutes).where(where)).length > 0;
    },
    insert: (values: typeof gatewayRoutes.$inferInsert) => insertRow(db, gatewayRoutes, values),
    async update(id: number, values: Partial<typeof gatewayRoutes.$inferInsert>) {
      const set = compact(values);
      await db
        .update(gatewayRoutes)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(gatewayRoutes.id, id));
    },
    delete: (id: number) =>
      db.delete(gatewayRoutes).where(eq(gatewayRoutes.id, id)).returning({ id: gatewayRoutes.id }),
  };
}
export type GatewayRepository = ReturnType<typeof gatewayRepository>;
