import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { z } from 'zod';
import type { FileStorage } from '../../lib/file-storage.js';
import type { Db } from '../client.js';
import { dataValues, files, homeContent, homeRotations, seedMarks, series } from '../schema/index.js';
import { loadDemoSeries } from './demo-files.js';

/** The home media built from the demo data by `npm run demo-media` (scripts/demo-media), committed here. */
export const demoMediaDir = path.resolve(import.meta.dirname, 'media');
const markName = 'demo-home-media-v1';

const mediaFile = z.object({ file: z.string(), size: z.number().int(), sha256: z.string() });
const manifestSchema = z.object({
  carousel: z
    .array(mediaFile.extend({ nameEn: z.string(), nameZh: z.string() }))
    .min(1)
    .max(5),
  video: mediaFile,
  members: mediaFile,
});
export type DemoMediaManifest = z.infer<typeof manifestSchema>;

export function loadDemoMediaManifest(): DemoMediaManifest {
  return manifestSchema.parse(JSON.parse(readFileSync(path.join(demoMediaDir, 'manifest.json'), 'utf8')));
}

const mimeOf = (name: string) =>
  name.endsWith('.webp')
    ? 'image/webp'
    : name.endsWith('.png')
      ? 'image/png'
      : name.endsWith('.mp4')
        ? 'video/mp4'
        : '';

/**
 * Whether this database holds the demo dataset the media are drawn from: the demo's UN WUP population series (same
 * number and English name as in series.json) with city figures. A database whose data came from elsewhere (the
 * demo seed skips any database that already holds economies) gets no pictures of figures it does not hold.
 */
export async function holdsDemoDataset(db: Db): Promise<boolean> {
  const wup = loadDemoSeries().find((s) => s.figures === 'city' && s.projectionsFrom !== undefined);
  if (!wup) return false;
  const [row] = await db
    .select({ id: dataValues.id })
    .from(dataValues)
    .innerJoin(series, eq(series.id, dataValues.seriesId))
    .where(and(eq(series.number, wup.number), eq(series.nameEn, wup.nameEn), isNotNull(dataValues.cityId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Puts the demo home media (carousel, video, members map) on the home page once per database (seed mark), and only
 * while the home page has none: what an administrator saved is never replaced. Bytes go through the file storage
 * like any upload and are checked against the manifest first. Nothing (and no mark) without the demo dataset.
 */
export async function seedDemoHomeMedia(db: Db, storage: FileStorage): Promise<number> {
  if ((await db.select().from(seedMarks).where(eq(seedMarks.name, markName))).length) return 0;
  if (!(await holdsDemoDataset(db))) return 0;
  const manifest = loadDemoMediaManifest();
  const read = (f: z.infer<typeof mediaFile>) => {
    const bytes = readFileSync(path.join(demoMediaDir, f.file));
    if (bytes.length !== f.size || createHash('sha256').update(bytes).digest('hex') !== f.sha256) {
      throw new Error(`demo home media: ${f.file} does not match its manifest (run npm run demo-media)`);
    }
    return { name: f.file, bytes, sha256: f.sha256 };
  };
  const media = {
    carousel: manifest.carousel.map((c) => ({ ...read(c), nameEn: c.nameEn, nameZh: c.nameZh })),
    video: read(manifest.video),
    members: read(manifest.members),
  };
  return db.transaction(async (tx) => {
    const [mark] = await tx.insert(seedMarks).values({ name: markName }).onConflictDoNothing().returning();
    if (!mark) return 0; // another instance did it
    const [content] = await tx.select().from(homeContent).where(eq(homeContent.id, 1));
    const [rotations] = await tx.select({ n: count() }).from(homeRotations);
    if (content?.videoFileId || content?.mapFileId || (rotations?.n ?? 0) > 0) return 0;
    const store = async (m: { name: string; bytes: Buffer; sha256: string }, purpose: string) => {
      const storageKey = `home/demo-${m.name}`;
      await storage.put(storageKey, m.bytes);
      const [row] = await tx
        .insert(files)
        .values({
          storageKey,
          originalName: m.name,
          mimeType: mimeOf(m.name),
          size: m.bytes.length,
          sha256: m.sha256,
          purpose,
        })
        .returning({ id: files.id });
      if (!row) throw new Error(`demo home media: ${m.name} not stored`);
      return row.id;
    };
    const rotationRows = [];
    for (const [sort, c] of media.carousel.entries()) {
      rotationRows.push({ fileId: await store(c, 'carousel'), nameEn: c.nameEn, nameZh: c.nameZh, sort });
    }
    await tx.insert(homeRotations).values(rotationRows);
    const videoFileId = await store(media.video, 'video');
    const mapFileId = await store(media.members, 'members');
    await tx
      .insert(homeContent)
      .values({ id: 1, videoFileId, mapFileId })
      .onConflictDoUpdate({ target: homeContent.id, set: { videoFileId, mapFileId } });
    return rotationRows.length + 2;
  });
}
