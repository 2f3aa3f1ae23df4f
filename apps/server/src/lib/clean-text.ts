/**
 * Text the database and the JSON columns cannot hold: NUL (PostgreSQL text refuses 0x00, jsonb refuses \u0000)
 * and lone UTF-16 surrogates (jsonb refuses them; in text columns they silently become U+FFFD).
 */
const unclean = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const uncleanAll = new RegExp(unclean.source, 'g');

export const isCleanText = (s: string) => !unclean.test(s);

/** The text with every NUL and lone surrogate replaced by U+FFFD (for logs: keep what was sent, storable). */
export const cleanText = (s: string) => (isCleanText(s) ? s : s.replace(uncleanAll, '\uFFFD'));

/** A value with every string in it (keys too) cleaned; other values as they are. Iterative: any depth. */
export function cleanDeep<T>(value: T): T {
  if (typeof value === 'string') return cleanText(value) as T;
  if (value === null || typeof value !== 'object' || value instanceof Date || Buffer.isBuffer(value)) return value;
  if (Array.isArray(value)) return value.map((v) => cleanDeep(v)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[cleanText(k)] = cleanDeep(v);
  return out as T;
}

/**
 * The path of the first string (value or key) in `value` that is not clean, dot-joined (`items.0.name`), or
 * undefined. Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function firstUncleanPath(value: unknown, root = ''): string | undefined {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length) {
    const [v, path] = stack.pop() as [unknown, string];
    if (typeof v === 'string') {
      if (!isCleanText(v)) return path;
      continue;
    }
    if (v === null || typeof v !== 'object' || Buffer.isBuffer(v)) continue;
    const entries = Array.isArray(v) ? v.entries() : Object.entries(v as Record<string, unknown>);
    for (const [k, item] of entries) {
      const key = String(k);
      const at = path ? `${path}.${cleanText(key)}` : cleanText(key);
      if (!isCleanText(key)) return at;
      stack.push([item, at]);
    }
  }
  return undefined;
}
