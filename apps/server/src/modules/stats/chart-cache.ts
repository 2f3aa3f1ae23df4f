import { seenKeys } from './seen-keys.js';
import { versionedLru } from './versioned-lru.js';

/**
 * A public chart answer held in memory as text only (its JSON, and the same wrapped in the reply envelope): held
 * text costs the garbage collector nothing to trace, unlike the hundreds of small objects of the data itself.
 */
export interface CachedChart {
  /** The result, serialized once, when computed (typed by the contract; the API tests check replies against it). */
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
  /** Slots of the admission filter (recently asked queries), a power of two. */
  seenSlots?: number;
}

/** The reply envelope in front of a serialized result (the same shape `ok()` gives every route). */
export const envelopeHead = (resultJson: string) =>
  `{"success":true,"message":"success","code":200,"result":${resultJson},"timestamp":`;

/**
 * Makes a kept reply's text one flat string: a chart's text is put together from many kept pieces
 * (`chart-json.ts`), a tree V8 would otherwise walk again each time a reply made of it is written. `Number()` of a
 * string flattens it in place. Only for replies kept in the cache: a reply sent once is flattened by its write.
 */
function flatten(text: string) {
  Number(text);
}

/**
 * The reply text of a cached chart at this moment. Sent as text: Node writes a text reply and its headers in one
 * write, a `Buffer` reply as two (`writev`), which measured slower per request (bench/README.md, issue 22) even
 * though the text must be encoded every time.
 */
export const replyText = (entry: CachedChart) => `${entry.head}${Date.now()}}`;

/**
 * The public chart answers of ONE publication version (`versioned-lru.ts`: emptied by any newer version, never
 * read or filled by an older one, concurrent misses of one key share one computation). Only the chart service's
 * public path (published values) puts entries here; back-office reads of other statuses never do.
 *
 * Keys are either a normalized query (`cacheKey`) or the exact raw body of a POST plus the request language:
 * the same bytes always validate to the same query, so a repeated request is answered before validation.
 * An answer is kept from the second time its query is asked (`seen-keys.ts`): a query asked once (the long tail)
 * neither evicts the popular answers nor leaves its text for the garbage collector to promote and sweep later.
 * Size is counted in characters of key and reply text.
 */
export function chartCache(options: ChartCacheOptions = {}) {
  const lru = versionedLru<CachedChart>({
    maxEntries: options.maxEntries ?? 2000,
    maxSize: options.maxChars ?? 64 * 1024 * 1024,
    sizeOf: (key, entry) => key.length + entry.head.length,
  });
  const seen = seenKeys(options.seenSlots);
  return {
    get: lru.get,
    set: lru.set,
    /**
     * The answer to a query at a version: held, or computed once for every concurrent caller, and kept (under its
     * key and `alias`, the raw body it came in) when the query was asked before.
     */
    answer(version: number, key: string, compute: () => Promise<CachedChart>, alias?: string): Promise<CachedChart> {
      const keep = seen.seenBefore(key);
      const found = lru.shared(version, key, compute, keep);
      if (!keep) return found;
      return found.then((entry) => {
        flatten(entry.head);
        if (alias !== undefined) lru.set(version, alias, entry);
        return entry;
      });
    },
    stats: lru.stats,
  };
}
export type ChartCache = ReturnType<typeof chartCache>;
