import path from 'node:path';

/** The committed home media of the demo, loaded by the seed at first start. */
export const mediaDir = path.resolve(import.meta.dirname, '../../apps/server/src/db/seed/media');

export interface MediaFile {
  file: string;
  size: number;
  sha256: string;
}
export interface MediaManifest {
  note: string;
  tools: { chromium: string; ffmpeg: string };
  inputs: Record<string, string>;
  drawings: Record<string, string>;
  carousel: (MediaFile & { nameEn: string; nameZh: string })[];
  video: MediaFile;
  members: MediaFile;
  data: MediaFile;
}
