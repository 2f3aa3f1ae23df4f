import { checkEmail, checkUsername } from '../auth/account-api';
import { uniqueRule } from '../system/shared/rules';

/**
 * Unique username and mailbox checks of the registration form (SPEC §5), run when the field loses focus
 * (`uniqueRule`: a taken value shows the server's localized message, the server checks again on submit).
 */

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{2,32}$/;
export const MAILBOX_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const uniqueUsernameRule = () => uniqueRule(checkUsername, (v) => USERNAME_PATTERN.test(v));
export const uniqueEmailRule = () => uniqueRule(checkEmail, (v) => MAILBOX_PATTERN.test(v));
