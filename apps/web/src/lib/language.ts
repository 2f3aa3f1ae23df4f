import type { Language } from '@csp/contract';
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

/** The remembered choice (localStorage `language`), else the browser's language when Chinese, else English. */
export function detectLanguage(): Language {
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
