/**
 * Joining the city-level sources with the seeded cities.
 *
 * Rule (documented in SOURCES.md):
 * - A WUP urban agglomeration is the same place as a seeded (SimpleMaps) city of the same economy when their
 *   coordinates are within `sameCityKm` and a name matches (accents, case and punctuation ignored; the UN's
 *   name before any ", qualifier", its parts split at "-", its "(...)" part and its local name; or the same
 *   checked Chinese name). The nearest such city wins; a seeded city takes one WUP city at most.
 * - A BEA metropolitan statistical area is the same place as a seeded US city when the MSA's first-named
 *   principal city has that city's name and lies within `sameCityKm` of it.
 * - A US WUP urban agglomeration and a BEA MSA are linked to one city when the first name of both is the
 *   same ("New York-Newark" / "New York-Newark-Jersey City, NY-NJ-PA") and they lie within `sameCityKm`.
 * - Everything else becomes a city of its own: the UN and BEA areas keep their own kind of area.
 */
import type { SourceCity } from './city-sources.js';

export const sameCityKm = 30;

export interface SeededCity {
  key: string;
  economy: string;
  nameEn: string;
  nameZh: string;
  lat: number;
  lng: number;
}

export interface CityGroup<S extends SeededCity> {
  seeded: S | null;
  wup: SourceCity | null;
  bea: SourceCity | null;
}

export function km(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const normalName = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\p{Script=Han}]/gu, '');

/** The first name of a WUP or BEA area: "New York-Newark" → new york; "Columbus, Ohio" → columbus. */
export const firstName = (s: string) => normalName(s.split(/,|-|–/)[0] ?? '');

/** The names a WUP city can be recognised by. */
function wupNames(c: SourceCity): Set<string> {
  const main = c.nameEn.split(',')[0] ?? '';
  const out = new Set([normalName(main), firstName(c.nameEn), normalName(c.nameLocal)]);
  const inner = /\(([^)]+)\)/.exec(c.nameEn)?.[1];
  if (inner) out.add(normalName(inner));
  out.add(normalName(main.replace(/\([^)]*\)/, '')));
  out.delete('');
  return out;
}

export interface MergeResult<S extends SeededCity> {
  groups: CityGroup<S>[];
  /** Linking notes for SOURCES.md (skipped conflicts). */
  notes: string[];
}

export function mergeCities<S extends SeededCity>(
  seeded: readonly S[],
  wup: readonly SourceCity[],
  bea: readonly SourceCity[],
  zhOf: (c: SourceCity) => string | null,
): MergeResult<S> {
  const notes: string[] = [];
  const groups: CityGroup<S>[] = seeded.map((s) => ({ seeded: s, wup: null, bea: null }));
  const bySeeded = new Map(groups.map((g) => [g.seeded?.key, g]));

  // WUP → seeded city
  const wupGroup = new Map<string, CityGroup<S>>();
  for (const w of wup) {
    const names = wupNames(w);
    const zh = zhOf(w);
    const candidates = seeded
      .filter((s) => s.economy === w.economy && km(s, w) <= sameCityKm)
      .filter((s) => names.has(normalName(s.nameEn)) || (zh !== null && zh === s.nameZh))
      .sort((a, b) => km(a, w) - km(b, w));
    const group = candidates.map((s) => bySeeded.get(s.key)).find((g) => g && g.wup === null);
    if (candidates.length && !group) notes.push(`${w.nameEn} (WUP ${w.code}): its seeded city already has a WUP city`);
    if (group) {
      group.wup = w;
      wupGroup.set(w.code, group);
    } else {
      const g: CityGroup<S> = { seeded: null, wup: w, bea: null };
      groups.push(g);
      wupGroup.set(w.code, g);
    }
  }

  // BEA → seeded US city, then → US WUP urban agglomeration
  for (const b of bea) {
    const first = firstName(b.nameEn);
    const seededMatch = groups
      .filter((g) => g.seeded && g.seeded.economy === b.economy && g.bea === null)
      .filter((g) => g.seeded && normalName(g.seeded.nameEn) === first && km(g.seeded, b) <= sameCityKm)
      .sort((x, y) => km(x.seeded as S, b) - km(y.seeded as S, b))[0];
    let group = seededMatch;
    if (!group) {
      group = wup
        .filter((w) => w.economy === b.economy && firstName(w.nameEn) === first && km(w, b) <= sameCityKm)
        .sort((x, y) => km(x, b) - km(y, b))
        .map((w) => wupGroup.get(w.code))
        .find((g) => g && g.bea === null);
    }
    if (group?.wup && firstName(group.wup.nameEn) !== first) {
      notes.push(`${b.nameEn} (CBSA ${b.code}) joins ${group.seeded?.nameEn} but not its UN area ${group.wup.nameEn}`);
    }
    if (group) group.bea = b;
    else groups.push({ seeded: null, wup: null, bea: b });
  }
  return { groups, notes };
}
