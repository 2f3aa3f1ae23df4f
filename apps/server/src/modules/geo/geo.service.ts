import type { City, Country } from '@csp/contract';
import { notFound } from '../../errors.js';
import { presentCity, presentCountry } from './geo.presenter.js';
import type { GeoRepository } from './geo.repository.js';

export function geoService(repo: GeoRepository) {
  return {
    async listCountries(): Promise<Country[]> {
      return (await repo.listCountries()).map(presentCountry);
    },
    async listCities(countryId: number): Promise<City[]> {
      if (!(await repo.findCountry(countryId))) throw notFound('countryNotExist');
      return (await repo.listCities(countryId)).map(presentCity);
    },
    async listAllCities(): Promise<City[]> {
      return (await repo.listAllCities()).map(presentCity);
    },
    async getCity(id: number): Promise<City> {
      const row = await repo.findCity(id);
      if (!row) throw notFound('cityNotExist');
      return presentCity(row);
    },
  };
}
export type GeoService = ReturnType<typeof geoService>;
