import type { Language } from '@csp/contract/core';
import { readString, writeRaw } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type { Language };
export const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** 'zh', 'zh-CN', 'zh_TW'… are Chinese; anything else is English. */
export function resolveLanguage(value: string | null | undefined): Language {
  return value?.trim().toLowerCase().startsWith('zh') ? 'zh' : 'en';
}

function browserLanguage(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.language;
}

/** The `lang` parameter of the address opened ('en' or 'zh'; anything else is no choice). */
export function urlLanguage(): Language | undefined {
  if (typeof window === 'undefined' || !window.location) return undefined;
  const value = new URLSearchParams(window.location.search).get('lang')?.trim();
  return LANGUAGES.find((lang) => lang === value);
}

/**
 * The language of the address opened (a shared link: remembered, as the language switch does), else the
 * remembered choice (localStorage `language`), else the browser's language when Chinese, else English. The
 * address comes first so a Chinese permalink opened in a fresh browser shows even the licence in Chinese.
 */
export function detectLanguage(): Language {
  const linked = urlLanguage();
  if (linked) {
    storeLanguage(linked);
    return linked;
  }
  return resolveLanguage(readString(STORAGE_KEYS.language) ?? browserLanguage());
}

/** Stored raw ('en' or 'zh') so any code, and the end-to-end tests, can read and set it. */
export function storeLanguage(lang: Language): void {
  writeRaw(STORAGE_KEYS.language, lang);
}

/** The BCP 47 tag for `<html lang>`. */
export function htmlLang(lang: Language): string {
  return lang === 'zh' ? 'zh-CN' : 'en';
}
