import type { CityAlias, CityCode, CityCreate, CityDetail, CityKind, CityUpdate, FieldError } from '@csp/contract';
import type { Actor, AreaScope } from '../../db/area-scope.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { uniqueViolation } from '../../lib/db-errors.js';
import type { CityAdminRepository, CityFields } from './city-admin.repository.js';

type Repo = Omit<CityAdminRepository, 'transaction'>;

/** Where a refusal for a place outside the caller's area comes from. */
export const outsideArea = (scope: AreaScope) => forbidden(scope.kind === 'city' ? 'notHereAdmin' : 'notJurisdiction');

/** May the caller add, retire or import cities of this economy? (A city's administrator may not.) */
export function managesEconomy(scope: AreaScope, countryId: number): boolean {
  return scope.kind === 'all' || (scope.kind === 'country' && scope.countryId === countryId);
}

/** The same text, case, width and spacing aside (北京市 stays apart from 北京: it is the official long form). */
const sameText = (name: string) => name.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();

/** Aliases without repeats nor copies of the city's own names. */
export function cleanAliases(aliases: CityAlias[], own: string[]): CityAlias[] {
  const seen = new Set(own.map(sameText));
  const kept: CityAlias[] = [];
  for (const alias of aliases) {
    const key = sameText(alias.name);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    kept.push({ lang: alias.lang, name: alias.name.trim() });
  }
  return kept;
}

/** One code per scheme: the index of the first repeated scheme, or -1. */
export const repeatedScheme = (codes: CityCode[]) =>
  codes.findIndex((c, i) => codes.findIndex((d) => d.scheme.toLowerCase() === c.scheme.toLowerCase()) !== i);

/**
 * Checks a city's names and codes against the others (the caller runs it in the write's transaction) and writes
 * it: the errors use `prefix` for their fields (`` for the form, `rows.<line>.` for an import).
 */
export async function writeCity(
  repo: Repo,
  target: { countryId: number; id: number | null; scope: AreaScope },
  fields: CityFields,
  lists: { aliases: CityAlias[]; codes: CityCode[] },
  prefix = '',
): Promise<{ id: number } | FieldError[]> {
  const errors: FieldError[] = [];
  const scheme = repeatedScheme(lists.codes);
  if (scheme >= 0) errors.push({ field: `${prefix}codes`, message: 'cityCodeSchemeTwice' });
  const owners = await repo.codeOwners(lists.codes, target.id);
  if (owners.length > 0) {
    errors.push({ field: `${prefix}codes`, message: 'cityCodeTaken' });
  }
  if (await repo.nameClash(target.countryId, fields, target.id)) {
    errors.push({ field: `${prefix}nameEn`, message: 'cityExists' });
  }
  if (errors.length > 0) return errors;
  let id = target.id;
  if (id === null) id = await repo.insert(target.countryId, fields);
  else if (!(await repo.update(id, target.scope, fields))) throw outsideArea(target.scope);
  await repo.replaceAliases(id, cleanAliases(lists.aliases, [fields.nameEn, fields.nameZh]));
  await repo.replaceCodes(id, lists.codes);
  return { id };
}

/** A unique violation of a concurrent write, as the error the checks would have given. */
export function rethrowCityConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint?.startsWith('city_codes'))
    throw conflict('cityCodeTaken', [{ field: 'codes', message: 'cityCodeTaken' }]);
  if (constraint?.startsWith('cities_')) throw conflict('cityExists', [{ field: 'nameEn', message: 'cityExists' }]);
  throw error;
}

const fieldsOf = (input: Omit<CityCreate, 'countryId'>): CityFields => ({
  nameEn: input.nameEn,
  nameZh: input.nameZh,
  adminName: input.adminName ? input.adminName : null,
  kindOfArea: input.kindOfArea,
  latitude: input.latitude,
  longitude: input.longitude,
  population: input.population ?? null,
  ...(input.sort === undefined ? {} : { sort: input.sort }),
});

/**
 * City management (issue 16): add, edit, retire and restore cities, inside the caller's area. A regional
 * administrator of an economy manages its cities; of a city, edits only that city. Every statement on an existing
 * city carries the area in SQL (`city-admin.repository.ts`); the checks here choose the message.
 */
export function cityAdminService(repo: CityAdminRepository) {
  /** 404 for no such city, 403 for a city outside the area; the city otherwise. */
  async function mustReach(id: number, scope: AreaScope, r: Repo = repo) {
    const city = await r.findScoped(id, scope);
    if (city) return city;
    if (await r.exists(id)) throw outsideArea(scope);
    throw notFound('cityNotExist');
  }
  async function detail(id: number, scope: AreaScope): Promise<CityDetail> {
    const city = await mustReach(id, scope);
    const [aliases, codes] = await Promise.all([repo.aliasesOf([id]), repo.codesOf([id])]);
    return {
      id: String(city.id),
      countryId: String(city.countryId),
      nameEn: city.nameEn,
      nameZh: city.nameZh,
      adminName: city.adminName,
      kindOfArea: city.kindOfArea as CityKind,
      latitude: city.latitude,
      longitude: city.longitude,
      population: city.population,
      sort: city.sort,
      aliases: aliases.map((a) => ({ lang: a.lang as 'en' | 'zh', name: a.name })),
      codes: codes.map((c) => ({ scheme: c.scheme, code: c.code })),
      retired: city.retiredAt !== null,
      retiredAt: city.retiredAt?.toISOString() ?? null,
    };
  }
  const failWith = (result: { id: number } | FieldError[]) => {
    if (!Array.isArray(result)) return result.id;
    const first = result[0]?.message;
    if (first === 'cityCodeSchemeTwice') throw badRequest('cityCodeSchemeTwice', result);
    throw conflict(first === 'cityExists' ? 'cityExists' : 'cityCodeTaken', result);
  };
  return {
    detail: (id: number, actor: Actor) => detail(id, actor.scope),
    async create(input: CityCreate, actor: Actor): Promise<CityDetail> {
      const countryId = Number(input.countryId);
      if (!(await repo.findCountry(countryId))) {
        throw badRequest('countryNotExist', [{ field: 'countryId', message: 'countryNotExist' }]);
      }
      if (!managesEconomy(actor.scope, countryId)) throw outsideArea(actor.scope);
      const id = await repo
        .transaction(async (r) =>
          failWith(await writeCity(r, { countryId, id: null, scope: actor.scope }, fieldsOf(input), input)),
        )
        .catch(rethrowCityConflict);
      return detail(id, actor.scope);
    },
    async update(input: CityUpdate, actor: Actor): Promise<CityDetail> {
      const id = Number(input.id);
      await repo
        .transaction(async (r) => {
          const city = await mustReach(id, actor.scope, r);
          return failWith(
            await writeCity(r, { countryId: city.countryId, id, scope: actor.scope }, fieldsOf(input), input),
          );
        })
        .catch(rethrowCityConflict);
      return detail(id, actor.scope);
    },
    /** Retires (hidden from visitors and pickers, values kept) or restores a city of the caller's economy. */
    async setRetired(id: number, retired: boolean, actor: Actor): Promise<CityDetail> {
      const city = await mustReach(id, actor.scope);
      if (!managesEconomy(actor.scope, city.countryId)) throw outsideArea(actor.scope);
      if (!(await repo.setRetired(id, actor.scope, retired ? new Date() : null))) {
        throw new AppError(retired ? 'cityRetired' : 'cityNotRetired', 409);
      }
      return detail(id, actor.scope);
    },
  };
}
export type CityAdminService = ReturnType<typeof cityAdminService>;
