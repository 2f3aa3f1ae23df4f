import { and, asc, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { selectPage } from '../../db/paged-select.js';
import { checkRules, fillRuleSequences, fillRules } from '../../db/schema/index.js';
import { containsPattern, type SortedPageQuery } from '../../lib/paging.js';
import { compact } from '../../lib/replies.js';

export type FillRuleRow = typeof fillRules.$inferSelect;
export type CheckRuleRow = typeof checkRules.$inferSelect;

export interface RulePageQuery extends SortedPageQuery<'createTime' | 'ruleCode' | 'ruleName'> {
  ruleName?: string;
  ruleCode?: string;
}

type RuleTable = typeof fillRules | typeof checkRules;

/** The CRUD SQL both rule tables share (code, name, created and updated times). */
function ruleTableSql<T extends RuleTable>(db: Db, table: T) {
  const t = table as typeof fillRules;
  return {
    page(query: RulePageQuery) {
      const where = and(
        query.ruleName ? ilike(t.name, containsPattern(query.ruleName)) : undefined,
        query.ruleCode ? ilike(t.code, containsPattern(query.ruleCode)) : undefined,
      );
      const column = { createTime: t.createdAt, ruleCode: t.code, ruleName: t.name }[query.column];
      const dir = query.order === 'asc' ? asc : desc;
      return selectPage(db, table, { where, orderBy: [dir(column), dir(t.id)], query });
    },
    find: async (id: number): Promise<T['$inferSelect'] | undefined> =>
      (await db.select().from(t).where(eq(t.id, id)))[0] as T['$inferSelect'] | undefined,
    findByCode: async (code: string): Promise<T['$inferSelect'] | undefined> =>
      (await db.select().from(t).where(eq(t.code, code)))[0] as T['$inferSelect'] | undefined,
    async codeTaken(code: string, exceptId?: number) {
      const where = exceptId ? and(eq(t.code, code), ne(t.id, exceptId)) : eq(t.code, code);
      return (await db.select({ id: t.id }).from(t).where(where)).length > 0;
    },
    async insert(values: T['$inferInsert']) {
      const [row] = await db
        .insert(t)
        .values(values as typeof fillRules.$inferInsert)
        .returning({ id: t.id });
      return (row as { id: number }).id;
    },
    async update(id: number, values: Partial<T['$inferInsert']>) {
      const set = compact(values as Record<string, unknown>);
      if (Object.keys(set).length === 0) return;
      await db
        .update(t)
        .set({ ...set, updatedAt: new Date() })
        .where(eq(t.id, id));
    },
    delete: (id: number) => db.delete(table).where(eq(t.id, id)).returning({ id: t.id }),
  };
}

/** SQL of fill rules and their sequences. */
export function fillRulesRepository(db: Db) {
  return {
    ...ruleTableSql(db, fillRules),
    /**
     * The next number of a rule's period: one atomic upsert (insert 1, or add 1 to the row under its lock), so
     * concurrent calls on any instance each get their own number.
     */
    async nextValue(ruleId: number, period: string): Promise<number> {
      const [row] = await db
        .insert(fillRuleSequences)
        .values({ ruleId, period, value: 1 })
        .onConflictDoUpdate({
          target: [fillRuleSequences.ruleId, fillRuleSequences.period],
          set: { value: sql`${fillRuleSequences.value} + 1` },
        })
        .returning({ value: fillRuleSequences.value });
      return (row as { value: number }).value;
    },
  };
}
export type FillRulesRepository = ReturnType<typeof fillRulesRepository>;

/** SQL of check rules. */
export function checkRulesRepository(db: Db) {
  return ruleTableSql(db, checkRules);
}
export type CheckRulesRepository = ReturnType<typeof checkRulesRepository>;
