import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FileStorage } from '../../modules/files/storage.js';
import type { Db } from '../client.js';
import { files, homeContent, homeRotations, seedMarks } from '../schema/index.js';

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
 * Puts the demo home media (carousel, video, members map) on the home page once per database (seed mark), and only
 * while the home page has none: what an administrator saved is never replaced. Bytes go through the file storage
 * like any upload and are checked against the manifest first.
 */
export async function seedDemoHomeMedia(db: Db, storage: FileStorage): Promise<number> {
  if ((await db.select().from(seedMarks).where(eq(seedMarks.name, markName))).length) return 0;
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
