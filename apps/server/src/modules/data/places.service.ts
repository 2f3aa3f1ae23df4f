import type { AreaScope } from '../../db/area-scope.js';
import type { PlacesRepository } from './places.repository.js';

/** The series, economies and cities a back-office user may pick from, within the area rule (read only). */
export function placesService(places: PlacesRepository) {
  return {
    findSeries: (seriesId: number) => places.findSeries(seriesId),
    typesOf: (seriesId: number) => places.typesOf(seriesId),
    seriesWithTypes: () => places.seriesWithTypes(),
    countries: (scope: AreaScope) => places.countries(scope),
    cities: (scope: AreaScope, countryId?: number) => places.cities(scope, countryId),
  };
}

export type PlacesService = ReturnType<typeof placesService>;
