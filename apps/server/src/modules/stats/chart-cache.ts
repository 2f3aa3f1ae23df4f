import type { ChartData } from '@csp/contract';

/** A public chart answer held in memory: its data, and its JSON already wrapped in the reply envelope. */
export interface CachedChart {
  data: ChartData;
  /** The result, serialized (and checked against the contract) once, when computed. */
  json: string;
  /** `{"success":true,…,"result":<json>,"timestamp":` – a reply is this, the time and `}`. */
  head: string;
  /** The ETag of the JSON reply (publication version + query). */
  etag: string;
}

export interface ChartCacheOptions {
  /** Most keys held (normalized queries and raw request bodies both count). */
  maxEntries?: number;
  /** Most characters of reply text held, summed over keys. */
  maxChars?: number;
}

/** The reply envelope in front of a serialized result (the same shape `ok()` gives every route). */
export const envelopeHead = (resultJson: string) =>
  `{"success":true,"message":"success","code":200,"result":${resultJson},"timestamp":`;

/** The reply text of a cached chart at this moment. */
export const replyText = (entry: CachedChart) => `${entry.head}${Date.now()}}`;

/**
 * A bounded LRU of public chart answers for ONE publication version. Any other version empties it at once
 * (a publish, unpublish, edit or deletion moves the version: `publication-version.ts`), so no answer outlives
 * the data it showed; a caller still on an older version neither reads nor fills it. Only the chart service's
 * public path (published values) puts entries here; back-office reads of other statuses never do.
 *
 * Keys are either a normalized query (`cacheKey`) or the exact raw body of a POST plus the request language:
 * the same bytes always validate to the same query, so a repeated request is answered before validation.
 * Concurrent misses of one key share one computation (`shared`).
 */
export function chartCache(options: ChartCacheOptions = {}) {
  const maxEntries = options.maxEntries ?? 2000;
  const maxChars = options.maxChars ?? 64 * 1024 * 1024;
  let version = -1;
  let chars = 0;
  const entries = new Map<string, CachedChart>();
  const pending = new Map<string, Promise<CachedChart>>();

  /** Moves to `v` when it is newer (emptying everything); false when `v` is older than the cache. */
  function at(v: number): boolean {
    if (v === version) return true;
    if (v < version) return false;
    version = v;
    entries.clear();
    pending.clear();
    chars = 0;
    return true;
  }

  const size = (key: string, entry: CachedChart) => key.length + entry.head.length;

  return {
    /** The entry of a key at a version (and marks it recently used), or undefined. */
    get(v: number, key: string): CachedChart | undefined {
      if (!at(v)) return undefined;
      const entry = entries.get(key);
      if (entry) {
        entries.delete(key);
        entries.set(key, entry);
      }
      return entry;
    },
    /** Keeps an entry of a version, evicting the least recently used beyond the bounds. */
    set(v: number, key: string, entry: CachedChart) {
      if (!at(v)) return;
      const old = entries.get(key);
      if (old) {
        chars -= size(key, old);
        entries.delete(key);
      }
      entries.set(key, entry);
      chars += size(key, entry);
      while (entries.size > maxEntries || (chars > maxChars && entries.size > 0)) {
        const [oldest, value] = entries.entries().next().value as [string, CachedChart];
        entries.delete(oldest);
        chars -= size(oldest, value);
      }
    },
    /** The cached entry, or one computation shared by every concurrent caller of the same key. */
    async shared(v: number, key: string, compute: () => Promise<CachedChart>): Promise<CachedChart> {
      const hit = this.get(v, key);
      if (hit) return hit;
      if (v !== version) return compute(); // an older version: neither shared nor kept
      const running = pending.get(key);
      if (running) return running;
      const promise = compute();
      pending.set(key, promise);
      try {
        const entry = await promise;
        this.set(v, key, entry);
        return entry;
      } finally {
        if (pending.get(key) === promise) pending.delete(key);
      }
    },
    stats: () => ({ version, entries: entries.size, chars }),
  };
}
export type ChartCache = ReturnType<typeof chartCache>;
