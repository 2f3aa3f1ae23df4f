import { and, asc, isNull } from 'drizzle-orm';
import type { AreaScope } from '../../db/area-scope.js';
import type { Db } from '../../db/client.js';
import { cities, cityCodes, cityNames, countries } from '../../db/schema/index.js';
import { cityScope } from './cities.repository.js';
import { type NamedPlace, placeIndex } from './place-names.js';

const group = <T extends { cityId: number }>(rows: T[]) => {
  const byCity = new Map<number, T[]>();
  for (const row of rows) {
    const list = byCity.get(row.cityId);
    if (list) list.push(row);
    else byCity.set(row.cityId, [row]);
  }
  return byCity;
};

/** A city's label when its name is ambiguous: `Portland / 波特兰 (Oregon, metropolitan_area)`. */
export function cityLabel(c: { nameEn: string; nameZh: string; adminName: string | null; kindOfArea: string }) {
  const where = [c.adminName, c.kindOfArea === 'city_proper' ? null : c.kindOfArea].filter(Boolean).join(', ');
  return `${c.nameEn} / ${c.nameZh}${where ? ` (${where})` : ''}`;
}

/**
 * The economies and cities as name indexes (`place-names.ts`): economies by id, code, ISO2, English and Chinese
 * name; cities by id, codes (bare and `scheme:code`), source key, names and alternative names. Retired cities are
 * left out unless asked for: a retired city takes no new values, and a name it shares with a city in use names
 * the one in use.
 */
export async function loadPlaces(db: Db, options: { withRetired?: boolean; scope?: AreaScope } = {}) {
  const [countryRows, cityRows, nameRows, codeRows] = await Promise.all([
    db
      .select({
        id: countries.id,
        code: countries.code,
        iso2: countries.iso2,
        nameEn: countries.nameEn,
        nameZh: countries.nameZh,
      })
      .from(countries),
    db
      .select({
        id: cities.id,
        countryId: cities.countryId,
        sourceKey: cities.sourceKey,
        nameEn: cities.nameEn,
        nameZh: cities.nameZh,
        adminName: cities.adminName,
        kindOfArea: cities.kindOfArea,
      })
      .from(cities)
      .where(
        and(
          options.withRetired ? undefined : isNull(cities.retiredAt),
          options.scope ? cityScope(options.scope) : undefined,
        ),
      )
      .orderBy(asc(cities.id)),
    db.select({ cityId: cityNames.cityId, name: cityNames.name }).from(cityNames),
    db.select({ cityId: cityCodes.cityId, scheme: cityCodes.scheme, code: cityCodes.code }).from(cityCodes),
  ]);
  const names = group(nameRows);
  const codes = group(codeRows);
  const economies: NamedPlace[] = countryRows.map((c) => ({
    id: c.id,
    codes: [c.code, c.iso2],
    names: [c.nameEn, c.nameZh],
    label: `${c.nameEn} / ${c.nameZh}`,
  }));
  const places: NamedPlace[] = cityRows.map((c) => {
    const place = namedCity(
      c,
      (names.get(c.id) ?? []).map((n) => n.name),
      codes.get(c.id) ?? [],
    );
    if (c.sourceKey) place.codes.push(c.sourceKey);
    return place;
  });
  const details = new Map(cityRows.map((c) => [c.id, c]));
  return { countries: placeIndex(economies), cities: placeIndex(places), details };
}

/** The economies' and cities' name indexes (for the upload's look-ups). */
export async function loadPlaceIndexes(db: Db) {
  const { countries, cities } = await loadPlaces(db);
  return { countries, cities };
}

/** A city as a name index holds it. */
export const namedCity = (
  c: { id: number; countryId: number; nameEn: string; nameZh: string; adminName: string | null; kindOfArea: string },
  names: string[],
  codes: { scheme: string; code: string }[],
): NamedPlace => ({
  id: c.id,
  countryId: c.countryId,
  codes: codes.flatMap((k) => [k.code, `${k.scheme}:${k.code}`]),
  names: [c.nameEn, c.nameZh, ...names],
  label: cityLabel(c),
});

/** Which city of an area a text names (the pickers' and search's resolution); retired cities are not found. */
export async function resolvePlace(db: Db, text: string, countryId: number | undefined, scope: AreaScope) {
  const { cities } = await loadPlaces(db, { scope });
  const found = cities.resolve(text, countryId);
  if (found.kind === 'one') {
    const place = cities.byId(found.id);
    return { kind: found.kind, candidates: [{ id: String(found.id), label: place?.label ?? '' }] };
  }
  if (found.kind === 'ambiguous') {
    return { kind: found.kind, candidates: found.candidates.map((c) => ({ id: String(c.id), label: c.label })) };
  }
  return { kind: found.kind, candidates: [] };
}
