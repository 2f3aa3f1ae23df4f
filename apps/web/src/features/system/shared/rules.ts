import type { FormRule } from 'antd';
import { checkDuplicate } from '../../../lib/api-calls';
import { isApiError } from '../../../lib/api-error';
import type { Language } from '../../../lib/language';
import { localizeServerMessage } from '../../../lib/server-messages';

/**
 * Form rules mirroring the contract's checks, with the server's own texts (the server checks again and
 * its field errors show on the same fields).
 */

/** SPEC §5: Chinese/English name fields allow letters, numbers, underscore and space. */
export const NAME_PATTERN = /^[\p{L}\p{N}_ ]+$/u;
/** Codes of departments, dictionaries, positions and categories. */
export const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

export const nameRule = (lang: Language): FormRule => ({
  pattern: NAME_PATTERN,
  message: localizeServerMessage('nameCharacters', lang),
});

export const codeRule = (lang: Language): FormRule => ({
  pattern: CODE_PATTERN,
  message: localizeServerMessage('invalidFormat', lang),
});

/** SPEC §5: role codes may not contain Chinese characters. */
export const noChineseRule = (lang: Language): FormRule => ({
  validator: async (_rule, value: string | undefined) => {
    if (value && /\p{Script=Han}/u.test(value)) throw new Error(localizeServerMessage('roleCodeNoChinese', lang));
  },
});

/** The Form.Item `validateTrigger` of a field with a `uniqueRule`. */
export const UNIQUE_TRIGGER = ['onChange', 'onBlur'];

/**
 * A uniqueness check run when the field loses focus: a taken value (409) shows the server's message;
 * any other failure lets the form go on (the server checks again on save).
 */
export function uniqueRule(check: (value: string) => Promise<unknown>, applies: (value: string) => boolean): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text || !applies(text)) return;
      try {
        await check(text);
      } catch (error) {
        if (isApiError(error) && error.status === 409) throw new Error(error.message);
      }
    },
  };
}

/** A value that must be unused in `table.column` (the record `id` itself excepted), checked on the server's duplicate check. */
export const uniqueColumnRule = (table: string, column: string, id?: string): FormRule =>
  uniqueRule(
    (value) => checkDuplicate(table, column, value, id),
    () => true,
  );
