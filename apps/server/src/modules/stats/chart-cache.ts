import { seenKeys } from './seen-keys.js';
import { versionedLru } from './versioned-lru.js';

/**
 * A public chart answer: its reply up to the time, as UTF-8 bytes (how a computed chart is made and sent once), and
 * as text once kept (how a kept reply is sent again). Held as bytes and text only: they cost the garbage collector
 * nothing to trace, unlike the hundreds of small objects of the data itself.
 */
export interface CachedChart {
  /**
   * `{"success":true,…,"result":<result>,"timestamp":` as UTF-8: a reply is this, the time and `}`. The result is
   * serialized once, when computed (typed by the contract; the API tests check replies against it).
   */
  head: Buffer;
  /** `head` as text, made when the answer is kept (`keptText`). */
  text?: string;
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

/** The reply envelope around a serialized result (the same shape `ok()` gives every route), up to the time. */
export const envelopeOpen = Buffer.from('{"success":true,"message":"success","code":200,"result":');
export const envelopeClose = Buffer.from(',"timestamp":');

/** The JSON text of an answer's result (the envelope taken off). */
export const resultJson = (entry: CachedChart) =>
  entry.head.toString('utf8', envelopeOpen.length, entry.head.length - envelopeClose.length);

/**
 * An answer as it is kept: with its text (one flat string, made once), and its bytes in a buffer of their own (a
 * computed reply's bytes may sit in Node's shared 8 KB pool, which a kept slice would hold on to).
 */
function keptText(entry: CachedChart): CachedChart {
  if (entry.text !== undefined) return entry;
  const head = Buffer.allocUnsafeSlow(entry.head.length);
  entry.head.copy(head);
  return { head, text: entry.head.toString('utf8'), etag: entry.etag };
}

/**
 * The reply text of a kept chart at this moment. Sent as text: Node writes a text reply and its headers in one
 * write, a `Buffer` reply as two (`writev`), which measured slower per request (bench/README.md, issue 22) even
 * though the text must be encoded every time.
 */
export const replyText = (entry: CachedChart) => `${entry.text ?? entry.head.toString('utf8')}${Date.now()}}`;

/** The reply bytes of a chart at this moment (a computed chart, sent once: its bytes are never made a text). */
export function replyBytes(entry: CachedChart): Buffer {
  const time = String(Date.now());
  const out = Buffer.allocUnsafe(entry.head.length + time.length + 1);
  entry.head.copy(out);
  out.write(time, entry.head.length, 'latin1');
  out[out.length - 1] = 0x7d; // }
  return out;
}

/**
 * The public chart answers of ONE publication version (`versioned-lru.ts`: emptied by any newer version, never
 * read or filled by an older one, concurrent misses of one key share one computation). Only the chart service's
 * public path (published values) puts entries here; back-office reads of other statuses never do.
 *
 * Keys are either a normalized query (`cacheKey`) or the exact raw body of a POST plus the request language:
 * the same bytes always validate to the same query, so a repeated request is answered before validation.
 * An answer is kept from the second time its query is asked (`seen-keys.ts`): a query asked once (the long tail)
 * neither evicts the popular answers nor leaves its text for the garbage collector to promote and sweep later.
 * Size is counted in characters of key and reply text plus the reply's bytes.
 */
export function chartCache(options: ChartCacheOptions = {}) {
  const lru = versionedLru<CachedChart>({
    maxEntries: options.maxEntries ?? 2000,
    maxSize: options.maxChars ?? 64 * 1024 * 1024,
    sizeOf: (key, entry) => key.length + entry.head.length + (entry.text?.length ?? 0),
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
      if (!keep) return lru.shared(version, key, compute, false);
      return lru
        .shared(version, key, () => compute().then(keptText))
        .then((found) => {
          // (A computation begun by a first ask, not to be kept, comes back without its text.)
          const entry = keptText(found);
          if (alias !== undefined) lru.set(version, alias, entry);
          return entry;
        });
    },
    stats: lru.stats,
  };
}
export type ChartCache = ReturnType<typeof chartCache>;
