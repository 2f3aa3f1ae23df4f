import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { clearSession, getTenantId, getToken, isLoggedIn, saveSession } from './auth';
import { detectLanguage, resolveLanguage } from './language';
import { readString, readValue, writeValue } from './storage';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

describe('storage with expiry', () => {
  it('keeps a value until its expiry, then forgets it', () => {
    writeValue('k', { a: 1 }, 1000, 0);
    expect(readValue('k', 999)).toEqual({ a: 1 });
    expect(readValue('k', 1000)).toBeNull();
    expect(localStorage.getItem('k')).toBeNull();
  });

  it('reads raw values written by other code', () => {
    localStorage.setItem('raw', 'plain text');
    localStorage.setItem('digits', '12345678901234567890123');
    expect(readString('raw')).toBe('plain text');
    expect(readString('digits')).toBe('12345678901234567890123');
  });

  it('works without localStorage at all', () => {
    vi.stubGlobal('localStorage', undefined);
    expect(readValue('x')).toBeNull();
    expect(() => writeValue('x', 1)).not.toThrow();
  });
});

describe('session', () => {
  it('stores the token for 7 days', () => {
    const before = Date.now();
    saveSession({ token: 'abc', userInfo: { username: 'admin' } });
    const stored = JSON.parse(localStorage.getItem('Access-Token') ?? '{}');
    expect(stored.value).toBe('abc');
    expect(stored.expire - before).toBeGreaterThanOrEqual(604_800_000);
    expect(stored.expire - before).toBeLessThan(604_800_000 + 5000);
    expect(isLoggedIn()).toBe(true);
    expect(getToken()).toBe('abc');
  });

  it('clears token, user info and dictionary cache on sign-out', () => {
    saveSession({ token: 'abc', userInfo: { username: 'admin' } });
    writeValue('UI_CACHE_DB_DICT_DATA', {});
    clearSession();
    expect(isLoggedIn()).toBe(false);
    expect(localStorage.getItem('Login_Userinfo')).toBeNull();
    expect(localStorage.getItem('UI_CACHE_DB_DICT_DATA')).toBeNull();
  });

  it('uses tenant 0 unless one was chosen', () => {
    expect(getTenantId()).toBe('0');
    writeValue('TENANT_ID', 3);
    expect(getTenantId()).toBe('3');
  });
});

describe('language choice', () => {
  it('maps any Chinese tag to zh and everything else to en', () => {
    expect(resolveLanguage('zh-CN')).toBe('zh');
    expect(resolveLanguage('zh_TW')).toBe('zh');
    expect(resolveLanguage('en-GB')).toBe('en');
    expect(resolveLanguage('fr')).toBe('en');
    expect(resolveLanguage(undefined)).toBe('en');
  });

  it('prefers the remembered choice over the browser language', () => {
    vi.stubGlobal('navigator', { language: 'zh-CN' });
    expect(detectLanguage()).toBe('zh');
    localStorage.setItem('language', 'en');
    expect(detectLanguage()).toBe('en');
  });
});
