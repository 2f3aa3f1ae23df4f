import type { City, Country } from '@csp/contract';
import type { countries } from '../../db/schema/index.js';
import type { ListedCityRow } from './geo.repository.js';

type CountryRow = typeof countries.$inferSelect;

export function presentCountry(row: CountryRow): Country {
  return { id: String(row.id), code: row.code, iso2: row.iso2, name: row.nameZh, nameEn: row.nameEn };
}

export function presentCity(row: ListedCityRow): City {
  return {
    id: String(row.id),
    cityId: String(row.id),
    countryId: String(row.countryId),
    name: row.nameZh,
    nameEn: row.nameEn,
    longitude: row.longitude,
    latitude: row.latitude,
    startYear: row.startYear,
    endYear: row.endYear,
  };
}
