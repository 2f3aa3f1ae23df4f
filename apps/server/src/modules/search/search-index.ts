import type { SearchHit, SearchResult } from '@csp/contract';
import { normalizeName } from '../cities/place-names.js';

/**
 * The search box's index (issue 19): every economy, city in use and public series with the texts that find it —
 * both names, alternative names, codes, and the pinyin without tones of each Chinese name (syllables joined, so
 * "beijing" and "bei jing" both match, and their initials "bj"). Texts compare as `normalizeName` does (NFKC,
 * case, width, accents, spaces, Chinese administrative suffixes) with punctuation left out too.
 */

/** How a text names an entry: its own names first, then other names and codes, then pinyin, then initials. */
const Weight = { Name: 0, Other: 1, Pinyin: 2, Initials: 3 } as const;
type Weight = (typeof Weight)[keyof typeof Weight];

interface Key {
  text: string;
  weight: Weight;
  /** What to show as matched when not one of the two names. */
  label: string | null;
}

export interface Entry {
  hit: SearchHit;
  keys: Key[];
  /** Position in its list (economies by their order, cities by economy, series as the tree lists them). */
  order: number;
}

const hanRe = /\p{Script=Han}/u;

/** The comparison form of a text: `normalizeName`, without punctuation and symbols. */
export function searchForm(text: string): string {
  return normalizeName(text).replace(/[\p{P}\p{S}]/gu, '');
}

/** The pinyin (without tones) of a name: its syllables, or none when it has no Chinese characters. */
export type PinyinOf = (name: string) => string[];

/**
 * The pinyin reader, loaded when the first index is built: pinyin-pro's dictionary (~14 MB of RSS) is not held by
 * a server that is never searched.
 */
export async function loadPinyin(): Promise<PinyinOf> {
  const { pinyin } = await import('pinyin-pro');
  return (name) =>
    hanRe.test(name)
      ? pinyin(name, { toneType: 'none', type: 'array', nonZh: 'removed' })
          .map((s) => s.trim())
          .filter(Boolean)
      : [];
}

/** The keys of one entry from its names (own, other) and codes. */
export function keysOf(own: string[], others: string[], codes: string[], pinyinOf: PinyinOf): Key[] {
  const keys: Key[] = [];
  const seen = new Set<string>();
  const add = (raw: string, weight: Weight, label: string | null) => {
    const text = searchForm(raw);
    if (!text || seen.has(`${weight}:${text}`)) return;
    seen.add(`${weight}:${text}`);
    keys.push({ text, weight, label });
  };
  for (const name of own) add(name, Weight.Name, null);
  for (const name of others) add(name, Weight.Other, name);
  for (const code of codes) add(code, Weight.Other, code);
  for (const name of [...own, ...others]) {
    const syllables = pinyinOf(name);
    if (syllables.length === 0) continue;
    const spaced = syllables.join(' ');
    add(spaced, Weight.Pinyin, spaced);
    if (spaced.includes('ü')) add(spaced.replaceAll('ü', 'v'), Weight.Pinyin, spaced);
    if (syllables.length > 1) add(syllables.map((s) => s[0]).join(''), Weight.Initials, spaced);
  }
  return keys;
}

/** How well a key matches: 0 exact, 1 prefix, 2 contains; undefined: no match. */
function matchOf(key: Key, q: string): number | undefined {
  if (key.text === q) return 0;
  if (key.text.startsWith(q)) return 1;
  // Initials only as a whole or a start; a single Latin letter only as a start (else it is in everything).
  if (key.weight === Weight.Initials || (q.length < 2 && !hanRe.test(q))) return undefined;
  return key.text.includes(q) ? 2 : undefined;
}

interface Scored {
  entry: Entry;
  match: number;
  key: Key;
}

function best(entry: Entry, q: string): Scored | undefined {
  let found: Scored | undefined;
  for (const key of entry.keys) {
    const match = matchOf(key, q);
    if (match === undefined) continue;
    if (!found || match < found.match || (match === found.match && key.weight < found.key.weight)) {
      found = { entry, match, key };
    }
  }
  return found;
}

/** Exact before prefix before contains; then places and series with figures; own names before others; shorter. */
function compare(a: Scored, b: Scored): number {
  return (
    a.match - b.match ||
    Number(b.entry.hit.hasFigures) - Number(a.entry.hit.hasFigures) ||
    a.key.weight - b.key.weight ||
    a.key.text.length - b.key.text.length ||
    a.entry.order - b.entry.order
  );
}

function find(entries: Entry[], q: string, limit: number): SearchHit[] {
  const scored: Scored[] = [];
  for (const entry of entries) {
    const found = best(entry, q);
    if (found) scored.push(found);
  }
  return scored
    .sort(compare)
    .slice(0, limit)
    .map(({ entry, key }) => ({ ...entry.hit, matched: key.label }));
}

export interface SearchIndex {
  cities: Entry[];
  economies: Entry[];
  indicators: Entry[];
}

/** The hits of a query, at most `limit` of each kind; an empty query (once normalised) finds nothing. */
export function searchIndex(index: SearchIndex, query: string, limit: number): SearchResult {
  const q = searchForm(query);
  if (!q) return { cities: [], economies: [], indicators: [] };
  return {
    cities: find(index.cities, q, limit),
    economies: find(index.economies, q, limit),
    indicators: find(index.indicators, q, limit),
  };
}
