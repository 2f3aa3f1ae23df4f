import vm from 'node:vm';
import { type CheckItem, type Language, regexSafety } from '@csp/contract';

/** Longest one pattern may run on one value; V8 stops it there (vm timeout interrupts the regex engine). */
export const regexTimeoutMs = 50;

const sandbox = vm.createContext(Object.create(null));
const test = new vm.Script('pattern.test(value)');

/** Runs a regex under the time limit: true/false, or 'timeout'. */
function timedTest(pattern: RegExp, value: string): boolean | 'timeout' {
  sandbox.pattern = pattern;
  sandbox.value = value;
  try {
    return test.runInContext(sandbox, { timeout: regexTimeoutMs }) === true;
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_SCRIPT_EXECUTION_TIMEOUT') return 'timeout';
    throw error;
  } finally {
    sandbox.pattern = undefined;
    sandbox.value = undefined;
  }
}

const builtIns: Record<'digits' | 'letters' | 'alphanumeric', RegExp> = {
  digits: /^[0-9]*$/,
  letters: /^[A-Za-z]*$/,
  alphanumeric: /^[A-Za-z0-9]*$/,
};

export type CheckOutcome =
  | { ok: true }
  | { ok: false; reason: 'failed'; message: string }
  | { ok: false; reason: 'unsafe' | 'timeout' };

/**
 * Checks a value against a rule's items in order; the first failing item's message (in the caller's language)
 * is the answer. Stored patterns pass the safety check again before they run, and run under the time limit.
 */
export function checkValue(items: CheckItem[], value: string, lang: Language): CheckOutcome {
  for (const item of items) {
    let passed: boolean | 'timeout';
    switch (item.type) {
      case 'regex': {
        if (!item.pattern || regexSafety(item.pattern) !== 'ok') return { ok: false, reason: 'unsafe' };
        passed = timedTest(new RegExp(item.pattern, 'u'), value);
        break;
      }
      case 'digits':
      case 'letters':
      case 'alphanumeric':
        passed = builtIns[item.type].test(value);
        break;
      case 'length': {
        const length = [...value].length;
        passed = (item.min === undefined || length >= item.min) && (item.max === undefined || length <= item.max);
        break;
      }
      case 'noChinese':
        passed = !/\p{Script=Han}/u.test(value);
        break;
    }
    if (passed === 'timeout') return { ok: false, reason: 'timeout' };
    if (!passed) return { ok: false, reason: 'failed', message: lang === 'en' ? item.messageEn : item.message };
  }
  return { ok: true };
}
