import { z } from 'zod';

/** Server-side paging (JeecgBoot style): `pageNo` from 1, `pageSize`, `order`; each list adds its `column` enum. */
export const pageQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(10),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** A page of records: `records`, `total`, `size`, `current`, `pages` (JeecgBoot IPage). */
export function pageResultSchema<T extends z.ZodType>(item: T) {
  return z.object({
    records: z.array(item),
    total: z.number().int(),
    size: z.number().int(),
    current: z.number().int(),
    pages: z.number().int(),
  });
}
export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

/** A text filter: contains, case-insensitive; blank means no filter. */
export const containsFilterSchema = z
  .string()
  .trim()
  .max(100)
  .optional()
  .transform((v) => (v ? v : undefined));
