import { describe, expect, it } from 'vitest';
import { languageToApply, sessionMark } from './preferred-language';

describe('preferred language at sign-in', () => {
  it('applies a stored preference once per sign-in, only when it differs', () => {
    const mark = sessionMark('token-a');
    expect(languageToApply({ language: 'zh' }, 'en', null, mark)).toBe('zh');
    expect(languageToApply({ language: 'zh' }, 'en', mark, mark)).toBeNull();
    expect(languageToApply({ language: 'zh' }, 'en', sessionMark('token-b'), mark)).toBe('zh');
    expect(languageToApply({ language: 'zh' }, 'zh', null, mark)).toBeNull();
    expect(languageToApply({ language: null }, 'en', null, mark)).toBeNull();
  });

  it('marks tokens without revealing them', () => {
    expect(sessionMark('abc')).toBe(sessionMark('abc'));
    expect(sessionMark('abc')).not.toBe(sessionMark('abd'));
    expect(sessionMark('secret-token-value')).not.toContain('secret');
  });
});
