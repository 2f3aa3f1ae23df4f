import { z } from 'zod';
import { homeFileKinds, homeIntroductionMaxLength } from './core/home-admin.js';
import { limits } from './enums.js';
import { idSchema } from './envelope.js';

export const homeUploadQuerySchema = z.object({ kind: z.enum(homeFileKinds) });

/** An uploaded homepage file. */
export const homeFileSchema = z.object({
  fileId: idSchema,
  fileName: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  url: z.string(),
});
export type HomeFile = z.infer<typeof homeFileSchema>;

/** What the homepage content editor loads: every part with its file, the introductions as stored (sanitized). */
export const homeAdminContentSchema = z.object({
  rotations: z.array(homeFileSchema.extend({ nameZh: z.string(), nameEn: z.string() })),
  contentZh: z.string(),
  contentEn: z.string(),
  video: homeFileSchema.nullable(),
  members: homeFileSchema.nullable(),
  updatedAt: z.string().nullable(),
});
export type HomeAdminContent = z.infer<typeof homeAdminContentSchema>;

const title = z.string().trim().min(1).max(100);

/**
 * `PUT /home/content/edit`: the whole homepage content at once, carousel in display order (1 to 5 images,
 * `carouselAtLeastOne` / `numberNotThan5`), introductions in both languages (sanitized when stored), and the
 * video and members image (null removes them). File ids come from `POST /home/content/upload`.
 */
export const homeContentEditSchema = z.object({
  rotations: z
    .array(z.object({ fileId: idSchema, nameZh: title, nameEn: title }))
    .min(limits.carouselMin, 'carouselAtLeastOne')
    .max(limits.carouselMax, 'numberNotThan5'),
  contentZh: z.string().max(homeIntroductionMaxLength),
  contentEn: z.string().max(homeIntroductionMaxLength),
  videoFileId: idSchema.nullable(),
  mapFileId: idSchema.nullable(),
});
export type HomeContentEdit = z.infer<typeof homeContentEditSchema>;
