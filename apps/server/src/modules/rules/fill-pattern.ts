import type { FillResetPeriod, FillToken } from '@csp/contract';

export interface DateParts {
  yyyy: string;
  yy: string;
  MM: string;
  dd: string;
  HH: string;
  mm: string;
  ss: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The date and time parts of an instant in a time zone (undefined: the server's), zero-padded. */
export function dateParts(at: Date, timeZone: string | undefined): DateParts {
  const key = timeZone ?? '';
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(key, format);
  }
  const list = format.formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => list.find((p) => p.type === type)?.value ?? '';
  const yyyy = part('year').padStart(4, '0');
  return {
    yyyy,
    yy: yyyy.slice(-2),
    MM: part('month'),
    dd: part('day'),
    HH: part('hour'),
    mm: part('minute'),
    ss: part('second'),
  };
}

/** The sequence's period: '' for a rule that never resets, else the year, year+month or year+month+day. */
export function periodKey(reset: FillResetPeriod, parts: DateParts): string {
  switch (reset) {
    case 'none':
      return '';
    case 'year':
      return parts.yyyy;
    case 'month':
      return `${parts.yyyy}${parts.MM}`;
    case 'day':
      return `${parts.yyyy}${parts.MM}${parts.dd}`;
  }
}

/** A resetting sequence repeats its numbers each period, so the pattern must name that period. */
export function resetCoveredByPattern(reset: FillResetPeriod, tokens: FillToken[]): boolean {
  const parts = new Set(tokens.flatMap((t) => (t.kind === 'date' ? [t.part] : [])));
  const year = parts.has('yyyy') || parts.has('yy');
  if (reset === 'none') return true;
  if (reset === 'year') return year;
  if (reset === 'month') return year && parts.has('MM');
  return year && parts.has('MM') && parts.has('dd');
}

/** The value of a pattern for a time and a sequence number (a number wider than its width is kept whole). */
export function formatFill(tokens: FillToken[], parts: DateParts, seq: number): string {
  return tokens
    .map((t) => {
      if (t.kind === 'text') return t.text;
      if (t.kind === 'date') return parts[t.part];
      return String(seq).padStart(t.width, '0');
    })
    .join('');
}
