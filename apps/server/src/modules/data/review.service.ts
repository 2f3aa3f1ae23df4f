import type { DataSelection } from '@csp/contract';
import type { Actor } from '../../db/area-scope.js';
import { conflict, forbidden, notFound } from '../../errors.js';
import { type DataRepository, type Selection, seriesOf } from './data.repository.js';
import { resolvePlace } from './data.service.js';
import type { PlacesRepository } from './places.repository.js';
import { type ReviewAction, transitions } from './transitions.js';

/** The selection of a request body: listed ids, or one series at one place (no city: economy-level). */
export function toSelection(body: DataSelection): Selection {
  if (body.ids) return { ids: [...new Set(body.ids.map(Number))] };
  return {
    seriesId: Number(body.seriesId),
    countryId: Number(body.countryId),
    cityId: body.cityId ? Number(body.cityId) : null,
    dimensionId: body.dimensionId ? Number(body.dimensionId) : undefined,
  };
}

/**
 * Review and publication (transitions.ts). Listed ids move all together or not at all: one outside the
 * area is 403, one in the wrong status 409. A place selection moves the values of that series and place
 * that are in a status the action starts from; a place outside the area is 403.
 */
export function reviewService(repo: DataRepository, places: PlacesRepository) {
  return {
    async act(action: ReviewAction, body: DataSelection, actor: Actor, note?: string) {
      const selection = toSelection(body);
      const move = transitions[action];
      if (!('ids' in selection)) await resolvePlace(places, actor, selection.countryId, selection.cityId);
      return repo.transaction(async (r) => {
        const census = await r.census(selection, actor.scope, move.from);
        if ('ids' in selection) {
          if (census.total < selection.ids.length) throw notFound('dataValueNotExist');
          if (census.inScope < census.total) throw forbidden('notJurisdiction');
          if (census.movable < census.total) throw conflict('statusTransitionInvalid');
        } else if (census.movable === 0) {
          throw conflict('selectionEmpty');
        }
        const count = await r.transition(selection, actor.scope, { ...move, note: note ?? null, userId: actor.userId });
        if (move.to === 'published' || move.from.includes('published')) await r.bumpPublication(seriesOf(selection));
        return { count };
      });
    },
  };
}
export type ReviewService = ReturnType<typeof reviewService>;
