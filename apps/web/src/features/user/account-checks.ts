import type { FormRule } from 'antd';
import { isApiError } from '../../lib/api-error';
import { checkEmail, checkUsername } from '../auth/account-api';

/**
 * Unique username and mailbox checks of the registration form (SPEC §5), run when the field loses focus.
 * A taken value (409) shows the server's localized message; any other failure lets the form go on (the
 * server checks again on submit).
 */
function uniqueRule(check: (value: string) => Promise<unknown>, valid: (value: string) => boolean): FormRule {
  return {
    validateTrigger: 'onBlur',
    validator: async (_rule, value: string | undefined) => {
      const text = value?.trim() ?? '';
      if (!text || !valid(text)) return;
      try {
        await check(text);
      } catch (error) {
        if (isApiError(error) && error.status === 409) throw new Error(error.message);
      }
    },
  };
}

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
const MAILBOX_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const uniqueUsernameRule = () => uniqueRule(checkUsername, (v) => USERNAME_PATTERN.test(v));
export const uniqueEmailRule = () => uniqueRule(checkEmail, (v) => MAILBOX_PATTERN.test(v));
