/**
 * Builds the home page media of the demo (carousel images, video, members map) from the published city data:
 * `npm run demo-media` (run by `npm run demo-data` after the dataset). Drawings are SVG made here, rasterized by
 * Debian's Chromium and the video encoded by Debian's ffmpeg, single-threaded so that a rebuild gives the same
 * bytes. Writes apps/server/src/db/seed/media/ with a manifest of every file's size and checksum.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { slideHeight, slideWidth } from './carousel.js';
import { drawAll, drawingDigests, sha256 } from './drawings.js';
import { type MediaManifest, mediaDir } from './manifest.js';
import { membersHeight, membersWidth } from './members.js';
import { framesPerSecond, videoHeight, videoWidth } from './race.js';
import { extractMediaData, inputDigests } from './sources.js';

const data = extractMediaData();
mkdirSync(mediaDir, { recursive: true });
writeFileSync(path.join(mediaDir, 'media-data.json'), `${JSON.stringify(data)}\n`);
const drawings = drawAll(data);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--font-render-hinting=none',
  ],
});
const work = mkdtempSync(path.join(tmpdir(), 'demo-media-'));
try {
  const raster = async (svg: string, width: number, height: number, scale: number): Promise<Buffer> => {
    const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: scale });
    await page.setContent(`<!doctype html><html><body style="margin:0">${svg}</body></html>`);
    const png = await page.screenshot({ clip: { x: 0, y: 0, width, height } });
    await page.close();
    return png;
  };
  const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args]);
  const convert = (png: Buffer, name: string, args: string[]): Buffer => {
    const input = path.join(work, `in-${name}.png`);
    const output = path.join(work, `out-${name}`);
    writeFileSync(input, png);
    ffmpeg(['-i', input, ...args, '-fflags', '+bitexact', '-flags', '+bitexact', '-map_metadata', '-1', output]);
    return readFileSync(output);
  };

  // Carousel: 1200×318 (the size SPEC suggests), lossy WebP (gradients and small text; a tenth of the PNG size).
  for (const slide of drawings.slides) {
    const png = await raster(slide.svg, slideWidth, slideHeight, 1);
    const webp = convert(png, slide.file, [
      '-c:v',
      'libwebp',
      '-quality',
      '85',
      '-compression_level',
      '6',
      '-threads',
      '1',
    ]);
    writeFileSync(path.join(mediaDir, slide.file), webp);
  }
  // Members: PNG (the only type the members image takes), reduced to a palette of flat colours.
  const members = await raster(drawings.members, membersWidth, membersHeight, 1);
  const palette = 'split[a][b];[a]palettegen=max_colors=96:stats_mode=full[p];[b][p]paletteuse=dither=none';
  writeFileSync(
    path.join(mediaDir, 'members.png'),
    convert(members, 'members.png', ['-vf', palette, '-compression_level', '100', '-pred', 'mixed']),
  );

  const page = await browser.newPage({ viewport: { width: videoWidth, height: videoHeight } });
  await page.setContent('<!doctype html><html><body style="margin:0"><div id="frame"></div></body></html>');
  for (const [i, frame] of drawings.frames.entries()) {
    await page.evaluate((svg) => {
      const target = document.getElementById('frame');
      if (target) target.innerHTML = svg;
    }, frame);
    await page.screenshot({ path: path.join(work, `frame-${String(i).padStart(4, '0')}.png`) });
  }
  await page.close();
  ffmpeg([
    '-framerate',
    String(framesPerSecond),
    '-i',
    path.join(work, 'frame-%04d.png'),
    '-c:v',
    'libx264',
    '-preset',
    'slow',
    '-crf',
    '28',
    '-tune',
    'animation',
    '-pix_fmt',
    'yuv420p',
    '-threads',
    '1',
    '-x264-params',
    'threads=1:lookahead-threads=1:sliced-threads=0',
    '-movflags',
    '+faststart',
    '-map_metadata',
    '-1',
    '-fflags',
    '+bitexact',
    '-flags:v',
    '+bitexact',
    path.join(mediaDir, 'video.mp4'),
  ]);
} finally {
  await browser.close();
  rmSync(work, { recursive: true, force: true });
}

const file = (name: string) => {
  const bytes = readFileSync(path.join(mediaDir, name));
  return { file: name, size: bytes.length, sha256: sha256(bytes) };
};
const manifest: MediaManifest = {
  note: 'Built by `npm run demo-media` (scripts/demo-media/build.ts); do not edit by hand.',
  tools: {
    chromium: execFileSync('/usr/bin/chromium', ['--version']).toString().trim(),
    ffmpeg: execFileSync('ffmpeg', ['-version']).toString().split('\n')[0]?.trim() ?? '',
  },
  inputs: inputDigests(),
  drawings: drawingDigests(drawings),
  carousel: drawings.slides.map((s) => ({ ...file(s.file), nameEn: s.nameEn, nameZh: s.nameZh })),
  video: file('video.mp4'),
  members: file('members.png'),
  data: file('media-data.json'),
};
writeFileSync(path.join(mediaDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
for (const f of [...manifest.carousel, manifest.video, manifest.members]) console.log(`${f.file}: ${f.size} bytes`);
