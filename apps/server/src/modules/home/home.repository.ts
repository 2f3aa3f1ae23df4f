import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { homeContent, homeRotations } from '../../db/schema/index.js';

export function homeRepository(db: Db) {
  return {
    content: async () => (await db.select().from(homeContent).where(eq(homeContent.id, 1)))[0],
    rotations: () => db.select().from(homeRotations).orderBy(asc(homeRotations.sort), asc(homeRotations.id)),
  };
}
export type HomeRepository = ReturnType<typeof homeRepository>;
