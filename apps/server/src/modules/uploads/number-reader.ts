import type { MessageKey } from '@csp/contract';

/**
 * Numbers as people write them in statistics files (uploads, the GDP deflator import):
 * - plain `1234567`, `-12.5`, `.5`, a leading `+`;
 * - thousands separated by commas `1,234,567.89` or by spaces `1 234 567` (space, no-break space U+00A0,
 *   narrow no-break space U+202F, thin space U+2009), groups of exactly three digits;
 * - full-width digits and signs `１２３` (NFKC), the minus sign U+2212;
 * - scientific notation `1.07E+15`, `2e-3`.
 * A decimal comma (`1,5`, `1.234,5`), several decimal points (`1,234.5.6`, `1.234.567`) or groups that are not
 * of three digits are refused with a reason, never guessed: `1.234` could be a thousand or one.
 */
export type NumberReading = { ok: true; value: number } | { ok: false; reason: MessageKey };

const plain = /^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
const commaGroups = /^\d{1,3}(,\d{3})+(\.\d+)?([eE][-+]?\d+)?$/;
const spaceGroups = /^\d{1,3}([ \u00a0\u202f\u2009]\d{3})+(\.\d+)?$/;

/** A plain ASCII number (`-12.5`, `3`, `.5`, `1e6`): read as the general path below would, without its work. */
const asciiPlain = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export function readNumber(text: string): NumberReading {
  if (asciiPlain.test(text)) {
    // What the general path gives for these (NFKC, trimming and the sign leave them as they are), per row of a
    // large upload without normalising the text (issue 22).
    const value = Number(text);
    if (Number.isFinite(value)) return { ok: true, value: Object.is(value, -0) ? 0 : value };
  }
  let s = text
    .normalize('NFKC')
    .replace(/\u2212/g, '-')
    .trim();
  let sign = 1;
  if (s.startsWith('-') || s.startsWith('+')) {
    if (s.startsWith('-')) sign = -1;
    s = s.slice(1).trimStart();
  }
  if (s === '') return { ok: false, reason: 'valueNotNumber' };
  let digits: string;
  if (plain.test(s)) digits = s;
  else if (commaGroups.test(s)) digits = s.replace(/,/g, '');
  else if (spaceGroups.test(s)) digits = s.replace(/[ \u00a0\u202f\u2009]/g, '');
  else if (/^\d[\d., \u00a0\u202f\u2009]*\d$/.test(s)) {
    // Digits and separators, but not in a form that reads one way only: 1,5 and 1.234,5 (a decimal comma?),
    // 1,234.5.6 or 1.234.567 (which mark is the decimal one?), 12,34 (not groups of three).
    const decimalComma = /^\d+,\d{1,2}$/.test(s) || /^\d+,\d{4,}$/.test(s) || /\.\d*,/.test(s);
    return { ok: false, reason: decimalComma ? 'valueDecimalComma' : 'valueSeparatorsUnclear' };
  } else return { ok: false, reason: 'valueNotNumber' };
  const value = sign * Number(digits);
  if (!Number.isFinite(value)) return { ok: false, reason: 'valueNotNumber' };
  return { ok: true, value: Object.is(value, -0) ? 0 : value };
}

/** The forms `readNumber` takes, for the upload template's instructions. */
export const acceptedNumberForms = {
  en: 'value: a number, e.g. 1234567.5, 1,234,567.5, 1 234 567.5, -12, +3.4, 1.07E+15, full-width digits (１２３). Decimals take a dot; a comma only separates thousands (groups of three). 1,5 or 1.234,5 is refused (a decimal comma is not guessed).',
  zh: 'value：数字，如 1234567.5、1,234,567.5、1 234 567.5、-12、+3.4、1.07E+15，全角数字（１２３）亦可。小数用点号；逗号只作千位分隔（每组三位）。1,5 或 1.234,5 会被拒绝（不猜测小数逗号）。',
} as const;
