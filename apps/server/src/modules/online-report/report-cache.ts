import { reportPopup } from '@csp/contract';

/**
 * getData results of reports that have a group id, kept 30 s (SPEC §7, §9) in this instance. The key holds
 * the report's id and last change, so an edit (on any instance) is seen at once; at most `max` entries.
 */
export function reportCache<T>(ttlMs: number = reportPopup.cacheMs, max = 500, now: () => number = () => Date.now()) {
  const entries = new Map<string, { expires: number; value: T }>();
  return {
    get(key: string): T | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now()) {
        entries.delete(key);
        return undefined;
      }
      return hit.value;
    },
    set(key: string, value: T) {
      entries.delete(key);
      entries.set(key, { expires: now() + ttlMs, value });
      while (entries.size > max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
    },
    get size() {
      return entries.size;
    },
  };
}
export type ReportCache<T> = ReturnType<typeof reportCache<T>>;
