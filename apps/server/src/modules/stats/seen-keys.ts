/**
 * Remembers which keys were asked recently, in a fixed table of 32-bit hashes (no strings held, nothing for the
 * garbage collector): the admission filter of the chart reply cache. A reply is kept only when its query was asked
 * before, so a query asked once (most of a long tail) neither fills the cache nor pushes out the popular replies,
 * and its text dies young instead of being promoted and collected later.
 *
 * A slot holds the hash of the last key that fell on it, so a key is forgotten once another takes its slot, and two
 * keys with the same hash pass for one another: both only decide whether a reply is kept, never what it says.
 */
export function seenKeys(slots = 1 << 14) {
  if (!Number.isInteger(Math.log2(slots))) throw new Error('seenKeys: slots must be a power of two');
  const table = new Int32Array(slots);
  const mask = slots - 1;
  return {
    /** Whether `key` was noted since its slot last changed hands; notes it either way. */
    seenBefore(key: string): boolean {
      const h = hash32(key) | 1; // never 0, the empty slot
      const slot = (h >>> 7) & mask;
      if (table[slot] === h) return true;
      table[slot] = h;
      return false;
    },
  };
}

/** FNV-1a over the UTF-16 code units, 32 bits. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}
