// Fill rules and check rules (JeecgBoot sys_fill_rule, sys_check_rule): the parts without zod, for the web too.

/** When the sequence of a fill rule starts again at 1. */
export const fillResetPeriods = ['none', 'year', 'month', 'day'] as const;
export type FillResetPeriod = (typeof fillResetPeriods)[number];

export type FillToken =
  | { kind: 'text'; text: string }
  | { kind: 'date'; part: 'yyyy' | 'yy' | 'MM' | 'dd' | 'HH' | 'mm' | 'ss' }
  | { kind: 'seq'; width: number };

const datePartNames = ['yyyy', 'yy', 'MM', 'dd', 'HH', 'mm', 'ss'] as const;
export const fillPatternMaxLength = 100;

/**
 * Parses a fill-rule pattern: literal text with `{yyyy}`, `{yy}`, `{MM}`, `{dd}`, `{HH}`, `{mm}`, `{ss}` (date and
 * time parts) and exactly one `{seq}` or `{seq:N}` (the sequence, zero-padded to N digits, 1 to 12). Returns the
 * tokens, or undefined for a pattern that is not valid (unknown placeholder, stray brace, no or several sequences).
 */
export function parseFillPattern(pattern: string): FillToken[] | undefined {
  if (pattern.length === 0 || pattern.length > fillPatternMaxLength) return undefined;
  const tokens: FillToken[] = [];
  let seqCount = 0;
  let rest = pattern;
  while (rest.length > 0) {
    const open = rest.indexOf('{');
    const close = rest.indexOf('}');
    if (open === -1) {
      if (close !== -1) return undefined;
      tokens.push({ kind: 'text', text: rest });
      break;
    }
    if (close !== -1 && close < open) return undefined;
    if (open > 0) tokens.push({ kind: 'text', text: rest.slice(0, open) });
    const end = rest.indexOf('}', open);
    if (end === -1) return undefined;
    const name = rest.slice(open + 1, end);
    const seq = /^seq(?::(\d{1,2}))?$/.exec(name);
    if (seq) {
      const width = seq[1] === undefined ? 1 : Number(seq[1]);
      if (width < 1 || width > 12) return undefined;
      tokens.push({ kind: 'seq', width });
      seqCount += 1;
    } else if ((datePartNames as readonly string[]).includes(name)) {
      tokens.push({ kind: 'date', part: name as (typeof datePartNames)[number] });
    } else {
      return undefined;
    }
    rest = rest.slice(end + 1);
  }
  return seqCount === 1 ? tokens : undefined;
}

export const checkItemTypes = ['regex', 'digits', 'letters', 'alphanumeric', 'length', 'noChinese'] as const;
export type CheckItemType = (typeof checkItemTypes)[number];
export const regexMaxLength = 200;
/** Values longer than this are refused before any rule runs (the regex guard's second half). */
export const checkValueMaxLength = 500;

export type RegexSafety = 'ok' | 'tooLong' | 'invalid' | 'unsafe';

/**
 * Whether a pattern may be stored: at most 200 characters, valid with the `u` flag, and no construct known for
 * catastrophic backtracking – a repeated group that itself holds a repetition or an alternation (`(a+)+`,
 * `(a|aa)*`, `(\w*\s?)+`), or a back-reference (`\1`, `\k<name>`). Conservative on purpose: `[A-Z0-9]+` is the
 * way to write `([A-Z]|[0-9])+`. The server also runs every stored pattern under a time limit.
 */
export function regexSafety(pattern: string): RegexSafety {
  if (pattern.length > regexMaxLength) return 'tooLong';
  try {
    new RegExp(pattern, 'u');
  } catch {
    return 'invalid';
  }
  /** `varies`: holds a quantifier whose count varies (`*`, `+`, `?`, `{n,}`, `{n,m}`); `alternates`: holds a `|`. */
  interface Frame {
    varies: boolean;
    alternates: boolean;
  }
  const stack: Frame[] = [{ varies: false, alternates: false }];
  const top = () => stack[stack.length - 1] as Frame;
  /** The quantifier at i: its length (0 when none), whether it may repeat (more than once), whether it varies. */
  const quantifier = (i: number): { length: number; repeats: boolean; varies: boolean } => {
    const c = pattern[i];
    let length = 0;
    let min = 1;
    let max = 1;
    if (c === '*' || c === '+' || c === '?') {
      length = 1;
      min = c === '+' ? 1 : 0;
      max = c === '?' ? 1 : Number.POSITIVE_INFINITY;
    } else if (c === '{') {
      const m = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(i));
      if (m) {
        length = m[0].length;
        min = Number(m[1]);
        max = m[2] === undefined ? min : m[3] === '' ? Number.POSITIVE_INFINITY : Number(m[3]);
      }
    }
    if (length > 0 && pattern[i + length] === '?') length += 1; // lazy
    return { length, repeats: max > 1, varies: min !== max };
  };
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i];
    if (c === '\\') {
      const next = pattern[i + 1] ?? '';
      if (/[1-9]/.test(next) || (next === 'k' && pattern[i + 2] === '<')) return 'unsafe';
      i += 2;
      if (next === 'u' && pattern[i] === '{') i = pattern.indexOf('}', i) + 1;
    } else if (c === '[') {
      i += 1;
      while (i < pattern.length && pattern[i] !== ']') i += pattern[i] === '\\' ? 2 : 1;
      i += 1;
    } else if (c === '(') {
      stack.push({ varies: false, alternates: false });
      i += 1;
      if (pattern[i] === '?') {
        // (?: (?= (?! (?<= (?<! (?<name>
        i += 1;
        if (pattern[i] === '<' && pattern[i + 1] !== '=' && pattern[i + 1] !== '!') i = pattern.indexOf('>', i) + 1;
        else i += pattern[i] === '<' ? 2 : 1;
      }
      continue;
    } else if (c === ')') {
      const frame = stack.pop() as Frame;
      if (stack.length === 0) return 'invalid';
      i += 1;
      const q = quantifier(i);
      // A repeated group whose own match can vary: `(a+)+`, `(a|aa)*`, `(x*){3}`.
      if (q.repeats && (frame.varies || frame.alternates)) return 'unsafe';
      const parent = top();
      if (frame.varies || q.varies) parent.varies = true;
      // `((a|aa))+` is `(a|aa)+`: an alternation counts for the enclosing groups too.
      if (frame.alternates) parent.alternates = true;
      i += q.length;
      continue;
    } else if (c === '|') {
      // At the top level an alternation is never repeated.
      if (stack.length > 1) top().alternates = true;
      i += 1;
      continue;
    } else {
      i += 1;
    }
    // An atom just ended (escape, class or character): its quantifier, if any.
    const q = quantifier(i);
    if (q.varies) top().varies = true;
    i += q.length;
  }
  return 'ok';
}
