import path from 'node:path';
import { type HomeFileKind, homeFileRules, type MessageKey } from '@csp/contract';
import { AppError } from '../../errors.js';

/** File types told apart by their first bytes, not by the name the browser sent. */
const signatures: { mime: string; test: (b: Buffer) => boolean }[] = [
  {
    mime: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { mime: 'image/jpeg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mime: 'image/gif', test: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mime: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // ISO base media: a box size, then `ftyp`; MP4 brands only (not QuickTime `qt  `).
  {
    mime: 'video/mp4',
    test: (b) => b.subarray(4, 8).toString('latin1') === 'ftyp' && b.subarray(8, 10).toString('latin1') !== 'qt',
  },
];

const typeKey: Record<HomeFileKind, MessageKey> = {
  carousel: 'carouselImageOnly',
  video: 'videoNotMp4',
  members: 'membersNotPng',
};
const sizeKey: Record<HomeFileKind, MessageKey> = {
  carousel: 'carouselImageTooLarge',
  video: 'videoTooLarge',
  members: 'membersTooLarge',
};

const fileError = (key: MessageKey, status: number) => new AppError(key, status, [{ field: 'file', message: key }]);

/** The error of a file over its kind's limit (413). */
export const tooLarge = (kind: HomeFileKind) => fileError(sizeKey[kind], 413);

/**
 * SPEC §5 checks of a homepage upload: carousel images PNG/JPEG/GIF/WebP under 10 MB, video MP4 up to 50 MB,
 * members image PNG up to 50 MB; the extension must match the content. Returns the content's type.
 */
export function checkHomeFile(kind: HomeFileKind, name: string, bytes: Buffer): string {
  const rule = homeFileRules[kind];
  if (bytes.length === 0) throw fileError('FileNotNull', 400);
  if (rule.strict ? bytes.length >= rule.maxBytes : bytes.length > rule.maxBytes) throw tooLarge(kind);
  const ext = path.extname(name).slice(1).toLowerCase();
  const mime = signatures.find((s) => s.test(bytes))?.mime;
  const extensionFits = (rule.extensions as readonly string[]).includes(ext);
  const contentFits = mime !== undefined && (rule.mimeTypes as readonly string[]).includes(mime);
  const sameType = mime === 'image/jpeg' ? ext === 'jpg' || ext === 'jpeg' : mime?.endsWith(`/${ext}`);
  if (!extensionFits || !contentFits || !sameType) throw fileError(typeKey[kind], 415);
  return mime;
}
