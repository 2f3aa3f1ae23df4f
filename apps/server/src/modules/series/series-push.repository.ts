import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { announcements, seriesPushes, users } from '../../db/schema/index.js';

export type SeriesPushRow = Awaited<ReturnType<ReturnType<typeof seriesPushRepository>['listOf']>>[number];

/** SQL of information pushes: the claim of a push, its announcement, and the history of a series. */
export function seriesPushRepository(db: Db) {
  return {
    /** Records a push before its announcement exists; a second `new` push of a series fails on the unique index. */
    async claim(row: { seriesId: number; kind: string; note: string; userId: number }): Promise<number> {
      const [created] = await db.insert(seriesPushes).values(row).returning({ id: seriesPushes.id });
      if (!created) throw new Error('series push insert returned nothing');
      return created.id;
    },
    attach: (id: number, announcementId: number) =>
      db.update(seriesPushes).set({ announcementId }).where(eq(seriesPushes.id, id)),
    release: (id: number) => db.delete(seriesPushes).where(eq(seriesPushes.id, id)),
    listOf: (seriesId: number) =>
      db
        .select({
          id: seriesPushes.id,
          seriesId: seriesPushes.seriesId,
          kind: seriesPushes.kind,
          note: seriesPushes.note,
          announcementId: seriesPushes.announcementId,
          title: announcements.title,
          sendStatus: announcements.sendStatus,
          pushedBy: users.username,
          createdAt: seriesPushes.createdAt,
        })
        .from(seriesPushes)
        .leftJoin(announcements, eq(announcements.id, seriesPushes.announcementId))
        .leftJoin(users, eq(users.id, seriesPushes.userId))
        .where(eq(seriesPushes.seriesId, seriesId))
        .orderBy(desc(seriesPushes.createdAt), desc(seriesPushes.id)),
  };
}
export type SeriesPushRepository = ReturnType<typeof seriesPushRepository>;
