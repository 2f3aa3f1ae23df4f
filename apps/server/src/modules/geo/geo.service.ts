import type { City, Country } from '@csp/contract';
import { notFound } from '../../errors.js';
import { presentCity, presentCountry } from './geo.presenter.js';
import type { GeoRepository } from './geo.repository.js';

export function geoService(repo: GeoRepository) {
  /**
   * The visible cities of every economy, presented, kept while no city row changes (`citiesVersion`): the
   * pickers, the city finder and the map all load this list, and reading thousands of rows is the slow part.
   * Each economy's list is its part of it (the same order).
   */
  let held: { version: string; list: Promise<City[]> } | undefined;
  async function allCities(): Promise<City[]> {
    const version = await repo.citiesVersion();
    if (held?.version !== version) {
      const list = repo.listAllCities().then((rows) => rows.map(presentCity));
      held = { version, list };
      list.catch(() => {
        if (held?.list === list) held = undefined;
      });
    }
    return held.list;
  }

  return {
    async listCountries(): Promise<Country[]> {
      return (await repo.listCountries()).map(presentCountry);
    },
    async listCities(countryId: number): Promise<City[]> {
      if (!(await repo.findCountry(countryId))) throw notFound('countryNotExist');
      const id = String(countryId);
      return (await allCities()).filter((city) => city.countryId === id);
    },
    listAllCities: allCities,
    async getCity(id: number): Promise<City> {
      const row = await repo.findCity(id);
      if (!row) throw notFound('cityNotExist');
      return presentCity(row);
    },
  };
}
export type GeoService = ReturnType<typeof geoService>;
