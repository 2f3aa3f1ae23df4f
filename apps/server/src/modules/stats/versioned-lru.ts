export interface VersionedLruOptions<T> {
  /** Most keys held. */
  maxEntries: number;
  /** Most size held, summed over keys (`sizeOf`). */
  maxSize: number;
  sizeOf: (key: string, value: T) => number;
}

/**
 * A bounded LRU for ONE publication version, the shape of every public in-memory cache of the statistics core.
 * Any newer version empties it at once (a publish, unpublish, edit or deletion moves the version:
 * `publication-version.ts`), so nothing held outlives the data it came from; a caller still on an older version
 * neither reads nor fills it. Concurrent misses of one key share one computation (`shared`), and a computation
 * that finishes after the version moved on is handed to its callers but not kept.
 */
export function versionedLru<T>(options: VersionedLruOptions<T>) {
  const { maxEntries, maxSize, sizeOf } = options;
  let version = -1;
  let size = 0;
  const entries = new Map<string, T>();
  const pending = new Map<string, Promise<T>>();

  /** Moves to `v` when it is newer (emptying everything); false when `v` is older than the cache. */
  function at(v: number): boolean {
    if (v === version) return true;
    if (v < version) return false;
    version = v;
    entries.clear();
    pending.clear();
    size = 0;
    return true;
  }

  function get(v: number, key: string): T | undefined {
    if (!at(v)) return undefined;
    const value = entries.get(key);
    if (value !== undefined) {
      entries.delete(key);
      entries.set(key, value);
    }
    return value;
  }

  function set(v: number, key: string, value: T) {
    if (!at(v)) return;
    const old = entries.get(key);
    if (old !== undefined) {
      size -= sizeOf(key, old);
      entries.delete(key);
    }
    entries.set(key, value);
    size += sizeOf(key, value);
    while (entries.size > maxEntries || (size > maxSize && entries.size > 0)) {
      const [oldest, value] = entries.entries().next().value as [string, T];
      entries.delete(oldest);
      size -= sizeOf(oldest, value);
    }
  }

  /**
   * Moves to a newer version `v` keeping what is still true at `v`: the entries and running computations whose key
   * `keep` accepts (the caller knows what the change between the versions touched).
   */
  function advance(v: number, keep: (key: string) => boolean) {
    if (v <= version) return;
    version = v;
    for (const [key, value] of entries) {
      if (keep(key)) continue;
      entries.delete(key);
      size -= sizeOf(key, value);
    }
    for (const key of [...pending.keys()]) if (!keep(key)) pending.delete(key);
  }

  return {
    advance,
    /** Whether a value of version `v` is held under `key` (without marking it used). */
    has: (v: number, key: string) => v === version && entries.has(key),
    /** The value of a key at a version (and marks it recently used), or undefined. */
    get,
    /** Keeps a value of a version, evicting the least recently used beyond the bounds. */
    set,
    /**
     * The held value, or one computation shared by every concurrent caller of the same key; its value is kept
     * unless `keep` is false (an admission policy's call: the computation is still shared while it runs).
     */
    async shared(v: number, key: string, compute: () => Promise<T>, keep = true): Promise<T> {
      const hit = get(v, key);
      if (hit !== undefined) return hit;
      if (v !== version) return compute(); // an older version: neither shared nor kept
      const running = pending.get(key);
      if (running) return running;
      const promise = compute();
      pending.set(key, promise);
      try {
        const value = await promise;
        // Still registered: still true at the current version (a newer version clears or `advance`s it).
        if (keep && pending.get(key) === promise) set(version, key, value);
        return value;
      } finally {
        if (pending.get(key) === promise) pending.delete(key);
      }
    },
    stats: () => ({ version, entries: entries.size, size }),
  };
}
export type VersionedLru<T> = ReturnType<typeof versionedLru<T>>;
