import { isPasswordAcceptable, limits } from '@csp/contract/core';
import type { FormRule as Rule } from 'antd';
import type { Language } from '../../lib/language';
import { localizeServerMessage } from '../../lib/server-messages';

/**
 * SPEC §5 password rules for the registration, password reset and change-password forms: the contract's rule
 * (`isPasswordAcceptable`, the one the server applies) with the same messages the server answers with:
 * 8-12 characters of at least three classes (`passwordRule`), two equal entries (`passwordNotMatch`).
 */
export type PasswordProblem = 'passwordRule' | 'passwordNotMatch';

/** Input fields accept at most 20 characters (SPEC §9); the rule itself allows 8 to 12. */
export const PASSWORD_INPUT_MAX = limits.passwordInputMax;

/** The contract's rule itself, for the forms that check a value without antd. */
export { isPasswordAcceptable };

export function passwordProblem(password: string | undefined): PasswordProblem | null {
  if (!password) return null; // "required" is its own rule
  return password.length <= PASSWORD_INPUT_MAX && isPasswordAcceptable(password) ? null : 'passwordRule';
}

export function confirmProblem(password: string | undefined, confirm: string | undefined): PasswordProblem | null {
  if (!confirm) return null;
  return password === confirm ? null : 'passwordNotMatch';
}

export const passwordMessage = (problem: PasswordProblem, lang: Language) => localizeServerMessage(problem, lang);

/** The antd rule checking the SPEC §5 password rule. */
export function passwordRule(lang: Language): Rule {
  return {
    validator: async (_rule, value: string | undefined) => {
      const problem = passwordProblem(value);
      if (problem) throw new Error(passwordMessage(problem, lang));
    },
  };
}

/** The antd rule checking that the confirmation equals the field `passwordField`. */
export function confirmRule(lang: Language, passwordField: string): Rule {
  return ({ getFieldValue }) => ({
    validator: async (_rule, value: string | undefined) => {
      const problem = confirmProblem(getFieldValue(passwordField), value);
      if (problem) throw new Error(passwordMessage(problem, lang));
    },
  });
}
