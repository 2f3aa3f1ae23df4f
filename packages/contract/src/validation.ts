import { z } from 'zod';
import { fitsBigint } from './core/data.js';
import { validationMessageKey } from './core/validation.js';

/** Installs `validationMessageKey` as zod's global error map (call once at start-up; idempotent). */
export function installValidationMessages() {
  z.config({ customError: (issue) => validationMessageKey(issue as Parameters<typeof validationMessageKey>[0]) });
}

/** SPEC §5: Chinese/English name fields allow letters, numbers, underscore and space. */
export const nameSchema = (max = 50) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .regex(/^[\p{L}\p{N}_ ]+$/u, 'nameCharacters');

/** A mailbox: trimmed, lower-cased for uniqueness, at most 100 characters. */
export const mailboxSchema = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .pipe(z.email('mailboxIsIncorrect'))
  .transform((v) => v.toLowerCase());

/** Comma-joined ids (JeecgBoot style, e.g. `selectedroles`); empty means none. */
export const idListSchema = z
  .string()
  .trim()
  .regex(/^(\d{1,19}(,\d{1,19})*,?)?$/, 'parameterError')
  .refine((v) => v.split(',').every((id) => id === '' || fitsBigint(id)), 'parameterError')
  .transform((v) => v.split(',').filter(Boolean))
  .describe('comma-joined ids, e.g. "1,2"');
