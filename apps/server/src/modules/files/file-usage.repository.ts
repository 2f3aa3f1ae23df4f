import { inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { files, users } from '../../db/schema/index.js';

/** A column of another table that holds a file id (a foreign key to `files`). */
export interface FileReference {
  table: string;
  column: string;
  /** What the use is called on the OSS screen. */
  kind: string;
}

/** Names of the known uses; a referencing column without a name here is shown as `<table>.<column>`. */
export const usageKinds: Record<string, string> = {
  'city_files.file_id': 'cityDocument',
  'home_rotations.file_id': 'homeCarousel',
  'home_content.video_file_id': 'homeVideo',
  'home_content.map_file_id': 'homeMap',
  'uploads.file_id': 'dataUpload',
};

/** Avatars are a URL in `users.avatar` ending in `/file/view/<id>` (no foreign key). */
export const avatarKind = 'avatar';
const avatarMatches = (fileId: SQL | typeof files.id) =>
  sql`${users.avatar} like ('%/file/view/' || ${fileId}::text) and ${users.deleted} = false`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Where files are used. The referencing columns are read from the database's own catalogue (every
 * foreign key to `files`), so a table added later counts without a change here; avatars are matched by URL.
 */
export function fileUsageRepository(db: Db) {
  let known: Promise<FileReference[]> | undefined;
  async function discover(): Promise<FileReference[]> {
    const result = await db.execute(sql`
      select cl.relname as "table", att.attname as "column"
      from pg_constraint con
      join pg_class cl on cl.oid = con.conrelid
      join pg_attribute att on att.attrelid = con.conrelid and att.attnum = con.conkey[1]
      where con.contype = 'f' and con.confrelid = to_regclass('files') and cardinality(con.conkey) = 1
      order by 1, 2`);
    return rowsOf<{ table: string; column: string }>(result).map((r) => ({
      ...r,
      kind: usageKinds[`${r.table}.${r.column}`] ?? `${r.table}.${r.column}`,
    }));
  }
  const references = () => {
    known ??= discover().catch((error) => {
      known = undefined;
      throw error;
    });
    return known;
  };
  /** `exists (...)` of one reference to the file id expression. */
  const refers = (ref: FileReference, fileId: SQL | typeof files.id) =>
    sql`exists (select 1 from ${sql.identifier(ref.table)} r where r.${sql.identifier(ref.column)} = ${fileId})`;

  return {
    references,
    /** A condition true for files used anywhere (foreign keys or avatars). */
    async inUseCondition(): Promise<SQL> {
      const refs = await references();
      const avatar = sql`exists (select 1 from ${users} where ${avatarMatches(files.id)})`;
      return sql`(${sql.join([...refs.map((ref) => refers(ref, files.id)), avatar], sql` or `)})`;
    },
    /** Uses of each of the given files: file id → kind → count. */
    async usageOf(ids: number[]): Promise<Map<number, Map<string, number>>> {
      const usage = new Map<number, Map<string, number>>();
      if (!ids.length) return usage;
      const add = (id: number, kind: string, n: number) => {
        const kinds = usage.get(id) ?? new Map<string, number>();
        kinds.set(kind, (kinds.get(kind) ?? 0) + n);
        usage.set(id, kinds);
      };
      const idList = sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      );
      for (const ref of await references()) {
        const col = sql.identifier(ref.column);
        const result = await db.execute(sql`
          select ${col} as "fileId", count(*)::int as "n" from ${sql.identifier(ref.table)}
          where ${col} in (${idList}) group by ${col}`);
        for (const row of rowsOf<{ fileId: number | string; n: number }>(result))
          add(Number(row.fileId), ref.kind, row.n);
      }
      const avatars = await db
        .select({ fileId: files.id, n: sql<number>`count(*)::int` })
        .from(files)
        .innerJoin(users, avatarMatches(files.id))
        .where(inArray(files.id, ids))
        .groupBy(files.id);
      for (const row of avatars) add(row.fileId, avatarKind, Number(row.n));
      return usage;
    },
  };
}
export type FileUsageRepository = ReturnType<typeof fileUsageRepository>;
