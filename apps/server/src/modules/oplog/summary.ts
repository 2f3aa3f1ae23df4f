import { cleanText } from '../../lib/clean-text.js';

/**
 * A safe digest of what a write sent (never the body itself): values under secret-looking keys are replaced,
 * credentials inside URLs are hidden, long text is cut, and depth, width and total size are bounded. NUL and
 * lone surrogates (which jsonb refuses) become U+FFFD, so what was sent stays visible and the row storable.
 */
const SECRET_KEY = /pass|secret|token|captcha|credential|private|authori[sz]ation|cookie|api_?key|^key$|checkkey/i;
const URL_CREDENTIALS = /(\/\/)[^/\s:@]+:[^/\s@]*@/g;
const MAX_TEXT = 120;
const MAX_ITEMS = 10;
const MAX_KEYS = 30;
const MAX_DEPTH = 3;
const MAX_JSON = 2000;
export const REDACTED = '[redacted]';

export const isSecretKey = (key: string) => SECRET_KEY.test(key);

function digest(value: unknown, depth: number): unknown {
  if (value === null || value === undefined) return value ?? null;
  if (typeof value === 'string') {
    const text = cleanText(value).replace(URL_CREDENTIALS, `$1${REDACTED}@`);
    return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT)}… (${text.length} chars)` : text;
  }
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '{…}';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => digest(item, depth + 1));
    return value.length > MAX_ITEMS ? [...items, `… ${value.length - MAX_ITEMS} more`] : items;
  }
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    const entries = Object.entries(value as Record<string, unknown>);
    for (const [key, item] of entries.slice(0, MAX_KEYS)) {
      out[cleanText(key)] = isSecretKey(key) ? REDACTED : digest(item, depth + 1);
    }
    if (entries.length > MAX_KEYS) out['…'] = `${entries.length - MAX_KEYS} more keys`;
    return out;
  }
  return String(value);
}

/** The summary of a write's params, query and body; null when it sent nothing worth keeping. */
export function summarizeRequest(parts: { params?: unknown; query?: unknown; body?: unknown }) {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(parts)) {
    if (value === undefined || value === null) continue;
    if (typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) continue;
    if (Buffer.isBuffer(value) || (typeof value === 'object' && 'pipe' in (value as object))) {
      out[name] = '[binary]';
      continue;
    }
    out[name] = digest(value, 0);
  }
  if (Object.keys(out).length === 0) return null;
  const json = JSON.stringify(out);
  return json.length > MAX_JSON ? { truncated: `${json.slice(0, MAX_JSON)}…` } : out;
}
