/**
 * Chinese names of the WUP cities of China, checked against the cities' own coordinates.
 *
 * 1. `matchChineseCity` gives a unique official unit, or candidates when the pinyin is shared.
 * 2. Coordinates check (from the data itself, no hand table): a unique match is kept only when another city
 *    matched in the same province lies within `sameProvinceDegrees` of it, or no other city of its province
 *    (a municipality, Xining) matched; otherwise the name or the UN's coordinates are doubtful (Songyuan's
 *    coordinates lie in Fujian, its name 松原 in Jilin) and the city stays English-only.
 * 3. Shared pinyin (Xinyi: 新沂 in Jiangsu, 信宜 in Guangdong) is resolved only when exactly one candidate's
 *    province has a uniquely matched city within `nearDegrees` and every other candidate's province has none
 *    within `farDegrees`.
 */
import type { SourceCity } from './city-sources.js';
import { matchChineseCity, type ZhMatch } from './zh-gazetteer.js';

export const sameProvinceDegrees = 8;
export const nearDegrees = 3;
export const farDegrees = 6;

export interface ChinaName {
  match: ZhMatch | null;
  /** How it was found, or why there is no name. */
  how: string;
}

const degrees = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, a.lng - b.lng);

export function chinaNames(cities: readonly SourceCity[]): Map<string, ChinaName> {
  const first = new Map(cities.map((c) => [c.code, matchChineseCity(c.nameEn)]));
  const unique = cities.flatMap((c) => {
    const r = first.get(c.code);
    return r?.match ? [{ city: c, match: r.match }] : [];
  });
  const nearest = (c: SourceCity, provinceCode: string) =>
    Math.min(
      ...unique.filter((u) => u.city !== c && u.match.provinceCode === provinceCode).map((u) => degrees(u.city, c)),
    );
  const out = new Map<string, ChinaName>();
  for (const c of cities) {
    const r = first.get(c.code);
    if (!r) continue;
    if (r.match) {
      const d = nearest(c, r.match.provinceCode);
      const alone = d === Number.POSITIVE_INFINITY;
      out.set(
        c.code,
        d <= sameProvinceDegrees || alone
          ? {
              match: r.match,
              how: `unique pinyin match ${r.match.official} (${r.match.provinceZh})${alone ? '; the only city matched in its province' : ''}`,
            }
          : {
              match: null,
              how: `pinyin matches ${r.match.official} (${r.match.provinceZh}), but the UN coordinates (${c.lat}, ${c.lng}) are ${d.toFixed(1)}° from any other city matched in that province`,
            },
      );
      continue;
    }
    const candidates = r.candidates ?? [];
    const near = candidates.filter((m) => nearest(c, m.provinceCode) <= nearDegrees);
    const far = candidates.filter((m) => nearest(c, m.provinceCode) > farDegrees);
    const chosen = near[0];
    if (near.length === 1 && chosen && far.length === candidates.length - 1) {
      out.set(c.code, {
        match: chosen,
        how: `${r.reason}; the UN coordinates lie among the cities of ${chosen.provinceZh}`,
      });
    } else {
      out.set(c.code, { match: null, how: r.reason });
    }
  }
  return out;
}
