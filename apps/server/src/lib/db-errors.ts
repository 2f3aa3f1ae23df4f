/** The constraint a unique violation (SQLSTATE 23505) broke, from pg or PGlite, wrapped by drizzle or not. */
export function uniqueViolation(error: unknown): string | undefined {
  let e: unknown = error;
  for (let depth = 0; e && depth < 4; depth += 1) {
    const candidate = e as { code?: string; constraint?: string; cause?: unknown };
    if (candidate.code === '23505') return candidate.constraint ?? 'unknown';
    e = candidate.cause;
  }
  return undefined;
}
