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
    /** Adds a place (or its new names and codes) to the index, e.g. a city an import has just written. */
    add,
  };
}
export type PlaceIndex = ReturnType<typeof placeIndex>;

/** The candidates of an ambiguous name as one line, for the row error's text. */
export const candidateList = (candidates: { id: number; label: string }[]) =>
  candidates.map((c) => `${c.label} #${c.id}`).join('; ');
