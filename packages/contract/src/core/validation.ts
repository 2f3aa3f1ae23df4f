import type { MessageKey } from '../messages.js';

/**
 * Turns every zod issue without its own message into a message key of `messages.ts`, so a 400 reply
 * (and a web form) shows localized text. Placeholders `{min}`, `{max}` and `{num}` are filled from
 * the issue's limits by `fillPlaceholders`.
 */
export function validationMessageKey(issue: {
  code: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  format?: string;
}): MessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'fieldRequired' : 'invalidType';
    case 'invalid_value':
      return issue.input === undefined ? 'fieldRequired' : 'invalidOption';
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 ? 'fieldRequired' : 'textTooShort';
      if (issue.origin === 'array' || issue.origin === 'set') return 'fieldRequired';
      return 'numberTooSmall';
    case 'too_big':
      return issue.origin === 'string' || issue.origin === 'array' ? 'textTooLong' : 'numberTooBig';
    case 'invalid_format':
      return issue.format === 'email' ? 'mailboxIsIncorrect' : 'invalidFormat';
    default:
      return 'parameterError';
  }
}

/** Fills `{min}`, `{max}` and `{num}` of a message text from an issue's limits. */
export function fillPlaceholders(text: string, limits: { minimum?: unknown; maximum?: unknown }): string {
  return text
    .replaceAll('{min}', String(limits.minimum ?? ''))
    .replaceAll('{max}', String(limits.maximum ?? ''))
    .replaceAll('{num}', String(limits.maximum ?? ''));
}

const passwordClasses = [/[0-9]/, /[a-z]/, /[A-Z]/, /[ -/:-@[-`{-~]/];

/**
 * SPEC §5 password rule: 8 to 12 printable ASCII characters, at least three of the four classes
 * digits, lowercase, uppercase, special symbols (space counts as one). Shared by the server and the web forms.
 */
export function isPasswordAcceptable(password: string): boolean {
  if (!/^[ -~]{8,12}$/.test(password)) return false;
  return passwordClasses.filter((re) => re.test(password)).length >= 3;
}

/** SPEC §5: role codes may not contain Chinese characters. */
export const hasChineseCharacters = (value: string) => /\p{Script=Han}/u.test(value);
