import { isPasswordAcceptable as contractRule } from '@csp/contract';
import { describe, expect, it } from 'vitest';
import {
  confirmProblem,
  isPasswordAcceptable,
  PASSWORD_INPUT_MAX,
  passwordMessage,
  passwordProblem,
} from './password-rules';

const cases: [string, boolean][] = [
  ['Abcdef1!', true],
  ['abcdef12', false], // two classes
  ['abcdefG1', true], // digits, lower, upper
  ['abcdef!1', true], // digits, lower, special
  ['ABCDEF!a', true],
  ['Abc1!', false], // too short
  ['Abcdefgh1!xyz', false], // 13 characters
  ['Abcdefgh1!xy', true], // 12 characters
  ['Abcdéfg1!', false], // not printable ASCII
  ['abc DEF1', true], // space is a special symbol
  ['12345678', false],
  ['', false],
];

describe('password rule (SPEC §5)', () => {
  it.each(cases)('%s → %s', (password, ok) => {
    expect(isPasswordAcceptable(password)).toBe(ok);
    expect(contractRule(password)).toBe(ok);
    expect(passwordProblem(password)).toBe(ok || password === '' ? null : 'passwordRule');
  });

  it('is the same rule as the contract for many generated passwords', () => {
    const alphabet = 'aZ9!é ~Qx0_';
    for (let n = 0; n < 2000; n++) {
      let text = '';
      const length = 6 + (n % 9);
      for (let i = 0; i < length; i++) text += alphabet[(n * 7 + i * 13 + i * i) % alphabet.length];
      expect(isPasswordAcceptable(text)).toBe(contractRule(text));
    }
  });

  it('shows the exact messages in Chinese and English', () => {
    expect(passwordMessage('passwordRule', 'zh')).toBe(
      '请输入8-12位密码，至少包含数字、小写字母、大写字母和特殊符号四类中的三类',
    );
    expect(passwordMessage('passwordNotMatch', 'zh')).toBe('两次输入的密码不一样');
    expect(passwordMessage('passwordNotMatch', 'en')).toBe('the two passwords entered are not the same');
    expect(passwordMessage('passwordRule', 'en')).toMatch(/^Enter 8-12 characters with at least three of/);
  });

  it('needs the two entries to match', () => {
    expect(confirmProblem('Abcdef1!', 'Abcdef1!')).toBeNull();
    expect(confirmProblem('Abcdef1!', 'Abcdef1?')).toBe('passwordNotMatch');
    expect(confirmProblem('Abcdef1!', '')).toBeNull();
  });

  it('limits inputs to 20 characters', () => {
    expect(PASSWORD_INPUT_MAX).toBe(20);
  });
});
