import { z } from 'zod';
import { idSchema } from './envelope.js';
import { containsFilterSchema, pageQuerySchema } from './paging.js';

/**
 * Where a stored file is used: a kind (`cityDocument`, `homeCarousel`, `homeVideo`, `homeMap`, `dataUpload`,
 * `avatar`, or `<table>.<column>` for a referencing table the server found without a name for it) and how often.
 */
export const ossFileUsageSchema = z.object({ kind: z.string(), count: z.number().int() });
export type OssFileUsage = z.infer<typeof ossFileUsageSchema>;

/** A stored file of the OSS file list (JeecgBoot sys_oss_file). */
export const ossFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  mimeType: z.string(),
  size: z.number().int(),
  purpose: z.string(),
  sha256: z.string(),
  ownerId: idSchema.nullable(),
  ownerName: z.string().nullable(),
  createTime: z.string(),
  usage: z.array(ossFileUsageSchema),
  inUse: z.boolean(),
});
export type OssFile = z.infer<typeof ossFileSchema>;

export const ossFileListQuerySchema = pageQuerySchema.extend({
  column: z.enum(['createTime', 'size', 'name']).default('createTime'),
  name: containsFilterSchema.describe('part of the file name'),
  owner: containsFilterSchema.describe("part of the owner's username"),
  purpose: z
    .string()
    .trim()
    .max(50)
    .regex(/^[a-z0-9-]*$/, 'parameterError')
    .optional()
    .transform((v) => (v ? v : undefined)),
  mimeType: containsFilterSchema.describe('part of the content type, e.g. "pdf" or "image/"'),
  inUse: z.enum(['1', '0']).optional().describe('1: used somewhere, 0: unused'),
});
export type OssFileListQuery = z.infer<typeof ossFileListQuerySchema>;
