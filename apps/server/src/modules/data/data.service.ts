import type { DataGroupQuery, DataListQuery, DataValueInput, ObservationStatus } from '@csp/contract';
import { type Actor, scopeCovers } from '../../db/area-scope.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { pageWindow, toPage } from '../../lib/paging.js';
import { presentGroup, presentLog, presentSeriesOption, presentValue } from './data.presenter.js';
import { type DataRepository, type Selection, seriesOf, type ValueFilter } from './data.repository.js';
import type { DataLogsRepository, LogFilter } from './data-logs.repository.js';
import type { PlacesRepository } from './places.repository.js';
import { editedStatus } from './transitions.js';
import { referencesOf } from './value-references.js';

export function toFilter(q: Partial<DataListQuery>): ValueFilter {
  return {
    seriesId: q.seriesId ? Number(q.seriesId) : undefined,
    dimensionId: q.dimensionId ? Number(q.dimensionId) : undefined,
    countryId: q.countryId ? Number(q.countryId) : undefined,
    cityId: q.cityId ? Number(q.cityId) : undefined,
    economyOnly: q.economyOnly === 'true',
    cityOnly: q.cityOnly === 'true',
    status: q.status,
    waiting: q.waiting === 'true',
    startYear: q.startYear,
    endYear: q.endYear,
  };
}

/** Where a value may go: a known economy, a city of it (or none: economy-level), inside the actor's area. */
export async function resolvePlace(places: PlacesRepository, actor: Actor, countryId: number, cityId: number | null) {
  const country = await places.findCountry(countryId);
  if (!country) throw notFound('countryNotExist');
  if (cityId !== null) {
    const city = await places.findCity(cityId);
    if (!city) throw notFound('cityNotExist');
    if (city.countryId !== countryId)
      throw badRequest('cityNotContain', [{ field: 'cityId', message: 'cityNotContain' }]);
  }
  if (!scopeCovers(actor.scope, { countryId, cityId })) {
    throw forbidden(actor.scope.kind === 'city' ? 'notHereAdmin' : 'notJurisdiction');
  }
}

/** Values in the back office: listed, entered and corrected inside the actor's area, every change logged. */
export function dataService(repo: DataRepository, logs: DataLogsRepository, places: PlacesRepository) {
  async function mustFindInScope(id: number, actor: Actor) {
    const row = await repo.find(id);
    if (!row) throw notFound('dataValueNotExist');
    if (!scopeCovers(actor.scope, row)) throw forbidden('notJurisdiction');
    return row;
  }

  /** The stored type a value goes to: the one named, or the series' first stored type. */
  async function storedType(seriesId: number, dimensionId?: number) {
    const s = await places.findSeries(seriesId);
    if (!s) throw notFound('seriesNotExist');
    const types = await places.typesOf(seriesId);
    const t =
      dimensionId !== undefined
        ? types.find((d) => d.id === dimensionId)
        : types.find((d) => d.computeType === 'stored');
    if (dimensionId !== undefined && !t) throw notFound('dimensionNotExist');
    if (t?.computeType !== 'stored') {
      throw badRequest('typeNotStored', [{ field: 'dimensionId', message: 'typeNotStored' }]);
    }
    return t;
  }

  return {
    async list(q: DataListQuery, actor: Actor) {
      const { records, total } = await repo.list(
        { ...toFilter(q), rulesOf: actor.userId },
        actor.scope,
        pageWindow(q),
        {
          column: q.column,
          order: q.order,
        },
      );
      return toPage(records.map(presentValue), total, q);
    },
    /** Series × place groups with their status counts, inside the actor's area. */
    async groups(q: DataGroupQuery, actor: Actor) {
      const { records, total } = await repo.groups(toFilter(q), actor.scope, pageWindow(q));
      return toPage(records.map(presentGroup), total, q);
    },
    seriesOptions: async () => (await places.seriesWithTypes()).map(presentSeriesOption),
    get: async (id: number, actor: Actor) => presentValue(await mustFindInScope(id, actor)),
    async add(input: DataValueInput, actor: Actor) {
      const seriesId = Number(input.seriesId);
      const type = await storedType(seriesId, input.dimensionId ? Number(input.dimensionId) : undefined);
      const countryId = Number(input.countryId);
      const cityId = input.cityId ? Number(input.cityId) : null;
      await resolvePlace(places, actor, countryId, cityId);
      const point = { dimensionId: type.id, countryId, cityId, year: input.year };
      const id = await repo.transaction(async (r) => {
        const missing = await r.lockReferences(referencesOf([{ ...point, seriesId }]));
        if (missing) throw notFound(missing);
        if (await r.findPoint(point))
          throw conflict('dataValueExists', [{ field: 'year', message: 'dataValueExists' }]);
        const created = await r.insert({
          ...point,
          seriesId,
          value: input.value,
          obsStatus: input.obsStatus ?? null,
          status: editedStatus,
          createdBy: actor.userId,
          updatedBy: actor.userId,
        });
        await r.insertLog({
          dataValueId: created,
          seriesId,
          countryId,
          cityId,
          year: input.year,
          logType: 'create',
          oldValue: null,
          newValue: input.value,
          note: null,
          userId: actor.userId,
        });
        return created;
      });
      return presentValue(await mustFindInScope(id, actor));
    },
    /** A new number sends the value back to pending (also after a rejection) and off the public side. */
    async edit(
      input: { id: string; value: number; obsStatus?: ObservationStatus | null; note?: string },
      actor: Actor,
    ) {
      const row = await mustFindInScope(Number(input.id), actor);
      await repo.transaction(async (r) => {
        await r.updateValue(row.id, input.value, actor.userId, input.obsStatus);
        await r.insertLog({
          dataValueId: row.id,
          seriesId: row.seriesId,
          countryId: row.countryId,
          cityId: row.cityId,
          year: row.year,
          logType: 'update',
          oldValue: row.value,
          newValue: input.value,
          note: input.note ?? null,
          userId: actor.userId,
        });
        if (row.status === 'published') await r.bumpPublication([row.seriesId]);
      });
      return presentValue(await mustFindInScope(row.id, actor));
    },
    async remove(id: number, actor: Actor) {
      await mustFindInScope(id, actor);
      await this.removeSelection({ ids: [id] }, actor);
    },
    /** Deletes the selection (in the area only); deleting published values removes them from the public side. */
    async removeSelection(selection: Selection, actor: Actor) {
      if (!('ids' in selection)) await resolvePlace(places, actor, selection.countryId, selection.cityId);
      return repo.transaction(async (r) => {
        const census = await r.census(selection, actor.scope, ['published']);
        if ('ids' in selection && census.inScope < census.total) throw forbidden('notJurisdiction');
        const count = await r.deleteSelected(selection, actor.scope, actor.userId, null);
        if (count === 0) throw conflict('selectionEmpty');
        await r.bumpPublication(seriesOf(selection));
        return count;
      });
    },
    async history(id: number, actor: Actor) {
      await mustFindInScope(id, actor);
      const { records } = await logs.list({ dataValueId: id }, actor.scope, { offset: 0, limit: 1000 });
      return records.map(presentLog);
    },
    async logs(filter: LogFilter & { pageNo: number; pageSize: number }, actor: Actor) {
      const { records, total } = await logs.list(filter, actor.scope, pageWindow(filter));
      return toPage(records.map(presentLog), total, filter);
    },
  };
}
export type DataService = ReturnType<typeof dataService>;
