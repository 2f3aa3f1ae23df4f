import { describe, expect, it } from 'vitest';
import { parseFillPattern, regexSafety } from './core/rules.js';

describe('fill patterns', () => {
  it('reads date parts, text and one sequence', () => {
    expect(parseFillPattern('CITY-{yyyy}-{seq:4}')).toEqual([
      { kind: 'text', text: 'CITY-' },
      { kind: 'date', part: 'yyyy' },
      { kind: 'text', text: '-' },
      { kind: 'seq', width: 4 },
    ]);
    expect(parseFillPattern('{seq}')).toEqual([{ kind: 'seq', width: 1 }]);
    for (const bad of ['', 'A', '{seq}{seq}', '{SEQ}', '{seq:13}', '{yyyy', 'a}{seq}', '{seq:}', 'x'.repeat(101)]) {
      expect(parseFillPattern(bad), bad).toBeUndefined();
    }
  });
});

describe('regex safety', () => {
  it('accepts the usual patterns', () => {
    for (const p of [
      '^\\d{6}$',
      '^[A-Z0-9]+(-[A-Z0-9]+)?$',
      '^(?:[a-z]{2})+$',
      '^(\\+86)?1\\d{10}$',
      '^(a|b)c+$',
      '[(+*)]+',
      '\\(a+\\)+',
    ]) {
      expect(regexSafety(p), p).toBe('ok');
    }
  });
  it('refuses nested or alternating repetition, back-references, invalid and long patterns', () => {
    for (const p of [
      '(a+)+',
      '(a*)*',
      '(a?)+',
      '(a|aa)+',
      '((a|b))*',
      '(x+){2}',
      '(?:(a+)b)+',
      '(a)\\1',
      '(?<n>a)\\k<n>',
    ]) {
      expect(regexSafety(p), p).toBe('unsafe');
    }
    expect(regexSafety('([a-z')).toBe('invalid');
    expect(regexSafety('a'.repeat(201))).toBe('tooLong');
  });
});
