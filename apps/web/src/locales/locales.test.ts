import { describe, expect, it } from 'vitest';
import { localizeServerMessage } from '../lib/server-messages';
import { en, zh } from '.';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function leaves(value: unknown): unknown[] {
  if (typeof value !== 'object' || value === null) return [value];
  return Object.values(value).flatMap(leaves);
}

describe('locale files', () => {
  it('have the same keys in English and Chinese', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
  });

  it('have no empty texts', () => {
    for (const text of [...leaves(en), ...leaves(zh)]) {
      expect(typeof text).toBe('string');
      expect(String(text).trim()).not.toBe('');
    }
  });

  it('carry the licence version of SPEC §1 in both languages', () => {
    expect(en.licence.version).toContain('3 September 2020');
    expect(zh.licence.version).toContain('2020年9月3日');
  });
});

describe('server message keys', () => {
  it('are localized, with the raw message as fallback', () => {
    expect(localizeServerMessage('WrongUser', 'en')).toBe('Wrong username or password');
    expect(localizeServerMessage('WrongUser', 'zh')).toBe('用户名或密码错误');
    expect(localizeServerMessage('networkTimeout', 'zh')).toBe('网络超时');
    expect(localizeServerMessage('Some free text', 'zh')).toBe('Some free text');
    expect(localizeServerMessage('toString', 'en')).toBe('toString');
    expect(localizeServerMessage('', 'en')).toBe('');
  });
});
