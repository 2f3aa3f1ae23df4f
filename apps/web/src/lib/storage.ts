/**
 * localStorage with an optional expiry per value. Values with an expiry are stored as
 * `{"value": …, "expire": <epoch ms>}`; values written raw by other code (tests, older builds) are read as they are.
 * Every function is safe where localStorage is missing (server-side tests) or refuses access (privacy modes).
 */

interface Expiring {
  value: unknown;
  expire: number | null;
}

function backend(): Storage | null {
  try {
    return typeof globalThis.localStorage === 'undefined' ? null : globalThis.localStorage;
  } catch {
    return null;
  }
}

function isExpiring(parsed: unknown): parsed is Expiring {
  return typeof parsed === 'object' && parsed !== null && 'value' in parsed && 'expire' in parsed;
}

function parse(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

/** The stored value, or null when absent or expired (an expired value is removed). */
export function readValue<T = unknown>(key: string, now = Date.now()): T | null {
  const raw = backend()?.getItem(key);
  if (raw == null) return null;
  const parsed = parse(raw);
  if (!isExpiring(parsed)) return parsed as T;
  if (typeof parsed.expire === 'number' && parsed.expire <= now) {
    removeValue(key);
    return null;
  }
  return (parsed.value ?? null) as T | null;
}

/** The stored value as text: raw strings stay exactly as written (a token of digits keeps its digits). */
export function readString(key: string, now = Date.now()): string | null {
  const raw = backend()?.getItem(key);
  if (raw == null) return null;
  const parsed = parse(raw);
  if (!isExpiring(parsed)) return typeof parsed === 'string' ? parsed : raw;
  const value = readValue(key, now);
  if (value == null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Stores a value; with ttlMs it expires after that many milliseconds. */
export function writeValue(key: string, value: unknown, ttlMs?: number, now = Date.now()): void {
  const stored: Expiring = { value, expire: ttlMs ? now + ttlMs : null };
  try {
    backend()?.setItem(key, JSON.stringify(stored));
  } catch {
    /* storage full or refused: the value lives for this page only */
  }
}

/** Stores plain text without wrapping (keys other code reads raw, such as `language`). */
export function writeRaw(key: string, value: string): void {
  try {
    backend()?.setItem(key, value);
  } catch {
    /* storage refused */
  }
}

export function removeValue(key: string): void {
  try {
    backend()?.removeItem(key);
  } catch {
    /* storage refused */
  }
}
