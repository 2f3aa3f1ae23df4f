import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../testing/memory-storage';
import { detectLanguage, urlLanguage } from './language';

beforeEach(() => vi.stubGlobal('localStorage', new MemoryStorage()));
afterEach(() => vi.unstubAllGlobals());

const at = (search: string) => vi.stubGlobal('window', { location: { search } });

describe('the language of a shared link', () => {
  it('opens a Chinese permalink in Chinese in a fresh English browser, and remembers it', () => {
    vi.stubGlobal('navigator', { language: 'en-GB' });
    at('?dim=1&city=7&series=3&lang=zh');
    expect(detectLanguage()).toBe('zh');
    expect(localStorage.getItem('language')).toBe('zh');
  });

  it('wins over the remembered choice, and a bad value is no choice', () => {
    localStorage.setItem('language', 'zh');
    at('?lang=en');
    expect(detectLanguage()).toBe('en');
    at('?lang=fr');
    expect(urlLanguage()).toBeUndefined();
    expect(detectLanguage()).toBe('en');
    at('?lang=zh%3Cscript%3E');
    expect(urlLanguage()).toBeUndefined();
  });
});
