import type { Language } from './language';

const HAN = /\p{Script=Han}/u;

/**
 * The part of a bilingual text in the interface's language. Built-in descriptions (seeded roles and jobs) are
 * stored as "English / 中文": the half with Chinese characters is the Chinese one. A text an administrator wrote in
 * one language (or with a slash of its own, like "km / h") is shown as written.
 */
export function pickLanguage(text: string | null | undefined, lang: Language): string {
  const value = text ?? '';
  const parts = value.split(' / ');
  if (parts.length !== 2) return value;
  const [first = '', second = ''] = parts.map((p) => p.trim());
  const firstZh = HAN.test(first);
  const secondZh = HAN.test(second);
  if (firstZh === secondZh || !first || !second) return value;
  const zh = firstZh ? first : second;
  const en = firstZh ? second : first;
  return lang === 'zh' ? zh : en;
}

/** A name stored in both languages, in the user's language (falling back to the other). */
export function bilingual(zh: string | null | undefined, en: string | null | undefined, lang: Language): string {
  return (lang === 'en' ? en || zh : zh || en) ?? '';
}
