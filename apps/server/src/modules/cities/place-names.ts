/**
 * Places named by people (uploads, the city import, pickers, search): a city or an economy is found by its id,
 * a code, or any of its names in either language. Names compare case-, space- and width-insensitively (NFKC),
 * Latin accents aside, with the usual Chinese administrative suffixes optional (北京市 = 北京).
 */

/** Suffixes of Chinese administrative names, longest first so 自治州 goes before 州-less 区/县 checks. */
const chineseSuffixes = [
  '特别行政区',
  '自治州',
  '自治县',
  '自治旗',
  '自治区',
  '林区',
  '地区',
  '新区',
  '市',
  '区',
  '县',
  '盟',
  '旗',
];

/** The comparison form of a name: NFKC (full-width → half-width), accents off Latin letters, lower case, no spaces. */
export function normalizeName(raw: string): string {
  const text = raw
    .normalize('NFKD')
    .replace(/(\p{Script=Latin})\p{Mn}+/gu, '$1')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\u200b\u3000]+/gu, '');
  for (const suffix of chineseSuffixes) {
    // The rest must stay a name of at least two characters (沙市 stays 沙市).
    if (text.endsWith(suffix) && text.length - suffix.length >= 2) return text.slice(0, -suffix.length);
  }
  return text;
}

/** A place that can be named: its id, the economy it belongs to (cities), codes and names. */
export interface NamedPlace {
  id: number;
  /** The economy of a city; undefined for an economy itself. */
  countryId?: number;
  codes: string[];
  names: string[];
  /** Shown when a name is ambiguous: e.g. `Portland (Oregon)`. */
  label: string;
}

export type Resolution =
  | { kind: 'one'; id: number }
  | { kind: 'ambiguous'; candidates: { id: number; label: string }[] }
  | { kind: 'none' };

function addTo(map: Map<string, NamedPlace[]>, key: string, place: NamedPlace) {
  if (key === '') return;
  const list = map.get(key);
  if (!list) map.set(key, [place]);
  else if (!list.includes(place)) list.push(place);
}

/**
 * An index of places by id, code and name, built once (e.g. per upload). `resolve` tries the id first (files and
 * templates carry ids), then codes, then names; the first kind that matches decides, so a name shared by two
 * places is ambiguous but a code never loses to a name. `within` limits the candidates to one economy.
 */
export function placeIndex(places: Iterable<NamedPlace>) {
  const byId = new Map<number, NamedPlace>();
  const byCode = new Map<string, NamedPlace[]>();
  const byName = new Map<string, NamedPlace[]>();
  const codeKey = (code: string) => code.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  const add = (place: NamedPlace) => {
    byId.set(place.id, place);
    for (const code of place.codes) addTo(byCode, codeKey(code), place);
    for (const name of place.names) addTo(byName, normalizeName(name), place);
  };
  for (const place of places) add(place);
  const answer = (found: NamedPlace[]): Resolution =>
    found.length === 1
      ? { kind: 'one', id: (found[0] as NamedPlace).id }
      : {
          kind: 'ambiguous',
          candidates: found.map((p) => ({ id: p.id, label: p.label })).sort((a, b) => a.id - b.id),
        };
  return {
    resolve(text: string, within?: number): Resolution {
      const inEconomy = (p: NamedPlace) => within === undefined || p.countryId === within;
      const trimmed = text.normalize('NFKC').trim();
      if (trimmed === '') return { kind: 'none' };
      if (/^\d{1,15}$/.test(trimmed)) {
        const place = byId.get(Number(trimmed));
        if (place && inEconomy(place)) return { kind: 'one', id: place.id };
      }
      const codes = (byCode.get(codeKey(trimmed)) ?? []).filter(inEconomy);
      if (codes.length > 0) return answer(codes);
      const names = (byName.get(normalizeName(trimmed)) ?? []).filter(inEconomy);
      if (names.length > 0) return answer(names);
      return { kind: 'none' };
    },
    /** The place of an id, whatever economy it is in (to tell "unknown" from "of another economy"). */
    byId: (id: number) => byId.get(id),
    /** Every place holding a code (bare or `scheme:code`), optionally of one economy. */
    coded: (code: string, within?: number) =>
      (byCode.get(codeKey(code)) ?? []).filter((p) => within === undefined || p.countryId === within),
    /** Every place a name names, optionally of one economy. */
    named: (name: string, within?: number) =>
      (byName.get(normalizeName(name)) ?? []).filter((p) => within === undefined || p.countryId === within),
    /**
     * The places whose name or code is nearest to an unknown text (edit distance over normalized names, at most
     * a third of the text's length, at least 1), best first: suggestions for a misspelt name ("Shangai").
     */
    nearest(text: string, within?: number, limit = 3): string[] {
      const wanted = normalizeName(text);
      if (wanted === '') return [];
      const bound = Math.max(1, Math.floor(wanted.length / 3));
      const best = new Map<NamedPlace, number>();
      const consider = (key: string, list: NamedPlace[]) => {
        if (Math.abs(key.length - wanted.length) > bound) return;
        const d = editDistance(wanted, key, bound);
        if (d > bound) return;
        for (const p of list) {
          if (within !== undefined && p.countryId !== within) continue;
          if ((best.get(p) ?? Number.POSITIVE_INFINITY) > d) best.set(p, d);
        }
      };
      for (const [key, list] of byName) consider(key, list);
      for (const [key, list] of byCode) consider(key.toLowerCase(), list);
      return [...best]
        .sort((a, b) => a[1] - b[1] || a[0].id - b[0].id)
        .slice(0, limit)
        .map(([p]) => `${p.label} #${p.id}`);
    },
    /** Adds a place (or its new names and codes) to the index, e.g. a city an import has just written. */
    add,
  };
}

/** Levenshtein distance of two texts, stopping early (returning `bound + 1`) once it must exceed `bound`. */
export function editDistance(a: string, b: string, bound = Number.POSITIVE_INFINITY): number {
  const x = [...a];
  const y = [...b];
  let previous = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= y.length; j += 1) {
      const cost = x[i - 1] === y[j - 1] ? 0 : 1;
      const d = Math.min(
        (previous[j] as number) + 1,
        (current[j - 1] as number) + 1,
        (previous[j - 1] as number) + cost,
      );
      current.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > bound) return bound + 1;
    previous = current;
  }
  return previous[y.length] as number;
}
export type PlaceIndex = ReturnType<typeof placeIndex>;

/** The candidates of an ambiguous name as one line, for the row error's text. */
export const candidateList = (candidates: { id: number; label: string }[]) =>
  candidates.map((c) => `${c.label} #${c.id}`).join('; ');
