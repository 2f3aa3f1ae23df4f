import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { homeContentEditSchema } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import { drawAll, drawingDigests } from './drawings.js';
import { type MediaManifest, mediaDir } from './manifest.js';
import { extractMediaData, inputDigests, type MediaData, sharedDataDir } from './sources.js';

const manifest: MediaManifest = JSON.parse(readFileSync(path.join(mediaDir, 'manifest.json'), 'utf8'));
const committedData: MediaData = JSON.parse(readFileSync(path.join(mediaDir, 'media-data.json'), 'utf8'));
const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('demo home media (scripts/demo-media, committed in apps/server/src/db/seed/media)', () => {
  it('are the files the build wrote: sizes and checksums of its manifest, small enough to commit', () => {
    const files = [...manifest.carousel, manifest.video, manifest.members, manifest.data];
    for (const f of files) {
      const bytes = readFileSync(path.join(mediaDir, f.file));
      expect({ file: f.file, size: bytes.length, sha256: digest(bytes) }).toEqual({
        file: f.file,
        size: f.size,
        sha256: f.sha256,
      });
    }
    expect(manifest.carousel.length).toBeGreaterThanOrEqual(3);
    expect(manifest.carousel.length).toBeLessThanOrEqual(5);
    for (const c of manifest.carousel) {
      expect(c.size).toBeLessThan(300_000);
      expect(c.nameEn).toMatch(/\(.*(CC BY 3\.0 IGO|public domain)/);
      expect(c.nameZh).toMatch(/[\u4e00-\u9fff]/);
    }
    // Titles an administrator can save back unchanged from the homepage editor.
    const edit = homeContentEditSchema.safeParse({
      rotations: manifest.carousel.map((c, i) => ({ fileId: String(i + 1), nameEn: c.nameEn, nameZh: c.nameZh })),
      contentZh: '',
      contentEn: '',
      videoFileId: null,
      mapFileId: null,
    });
    expect(edit.error?.issues ?? []).toEqual([]);
    expect(manifest.members.size).toBeLessThan(300_000);
    expect(manifest.video.size).toBeLessThan(3_000_000);
    // What the home page accepts (SPEC §5): a WebP carousel, an MP4 (ftyp box) video, a PNG members image.
    const head = (f: { file: string }) => readFileSync(path.join(mediaDir, f.file)).subarray(0, 12);
    for (const c of manifest.carousel) expect(head(c).subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(head(manifest.video).subarray(4, 8).toString('latin1')).toBe('ftyp');
    expect(head(manifest.members).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('are drawn by the committed script from the committed data: redrawing gives the same drawings', () => {
    const drawings = drawAll(committedData);
    expect(drawingDigests(drawings)).toEqual(manifest.drawings);
    expect(drawings.slides.map((s) => ({ file: s.file, nameEn: s.nameEn, nameZh: s.nameZh }))).toEqual(
      manifest.carousel.map((c) => ({ file: c.file, nameEn: c.nameEn, nameZh: c.nameZh })),
    );
    // 16:6 video of 10-15 s at 24 frames a second
    expect(drawings.frames.length / 24).toBeGreaterThanOrEqual(10);
    expect(drawings.frames.length / 24).toBeLessThanOrEqual(15);
    expect(drawings.frames[0]).toContain('width="1600" height="600"');
    // Every economy is named on the members map, in both languages.
    for (const e of committedData.economies) expect(drawings.members).toContain(`${e.en} ${e.zh}`);
  });

  it.skipIf(!existsSync(path.join(sharedDataDir, 'cities/un-wup2018-f22-long.csv')))(
    'come from the published sources as they are now (UN WUP 2018, BEA)',
    () => {
      expect(inputDigests()).toEqual(manifest.inputs);
      expect(extractMediaData()).toEqual(committedData);
    },
    60_000,
  );
});
