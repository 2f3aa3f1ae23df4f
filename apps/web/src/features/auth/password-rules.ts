import { limits } from '@csp/contract';
import type { FormRule as Rule } from 'antd';
import type { Language } from '../../lib/language';
import { localizeServerMessage } from '../../lib/server-messages';

/**
 * SPEC §5 password rules for the registration, password reset and change-password forms, with the
 * exact messages of the contract (the same texts the server answers with):
 * 8-12 characters of at least three classes (`passwordRule`), two equal entries (`passwordNotMatch`).
 */
export type PasswordProblem = 'passwordRule' | 'passwordNotMatch';

/** Input fields accept at most 20 characters (SPEC §9); the rule itself allows 8 to 12. */
export const PASSWORD_INPUT_MAX = limits.passwordInputMax;

const CLASSES = [/[0-9]/, /[a-z]/, /[A-Z]/, /[ -/:-@[-`{-~]/];

/**
 * The contract's `isPasswordAcceptable`, repeated here because importing it would bring zod into the
 * web bundle (its module declares schemas); a unit test keeps the two equal.
 */
export function isPasswordAcceptable(password: string): boolean {
  if (!/^[ -~]{8,12}$/.test(password)) return false;
  return CLASSES.filter((re) => re.test(password)).length >= 3;
}

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
