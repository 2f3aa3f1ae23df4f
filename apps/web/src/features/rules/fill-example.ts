import { parseFillPattern } from '@csp/contract/core';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * What a fill-rule pattern gives for a time and sequence number, in the browser's time zone (a preview for
 * the form; the server makes the real values). undefined for a pattern that is not valid.
 */
export function fillExample(pattern: string, at: Date, seq = 1): string | undefined {
  const tokens = parseFillPattern(pattern.trim());
  if (!tokens) return undefined;
  const year = String(at.getFullYear()).padStart(4, '0');
  const parts = {
    yyyy: year,
    yy: year.slice(-2),
    MM: pad(at.getMonth() + 1),
    dd: pad(at.getDate()),
    HH: pad(at.getHours()),
    mm: pad(at.getMinutes()),
    ss: pad(at.getSeconds()),
  };
  return tokens
    .map((t) => (t.kind === 'text' ? t.text : t.kind === 'date' ? parts[t.part] : pad(seq, t.width)))
    .join('');
}
