import { createHash } from 'node:crypto';
import { carouselSlides } from './carousel.js';
import { membersMap } from './members.js';
import { raceFrames } from './race.js';
import type { MediaData } from './sources.js';

export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/** Every drawing of the home media, made from the extracted data alone (no browser, no files). */
export function drawAll(data: MediaData) {
  const slides = carouselSlides(data);
  const members = membersMap(data);
  const frames = raceFrames(data);
  return { slides, members, frames };
}

/** Checksums of the drawings, kept in the manifest: the same data must give the same drawings. */
export function drawingDigests(drawings: ReturnType<typeof drawAll>): Record<string, string> {
  return {
    ...Object.fromEntries(drawings.slides.map((s) => [s.file, sha256(s.svg)])),
    members: sha256(drawings.members),
    videoFrames: sha256(drawings.frames.join('\n')),
  };
}
